/**
 * `pnpm bench:turns`: the solver on levels it was not tuned on. Every level of the shared corpus
 * (the JSON levels, and the grid maps with `--grid`), and random large levels from the test
 * generator `largeGridText` (`--random n`), solved in each of the eight turns of the grid (four
 * rotations and four mirror images), with a time limit per level.
 *
 * The rules know no favourite direction, so a turned level has the same verdict. The search's
 * order breaks its last ties by the turn a move makes (straight on, right, left), so a rotated
 * level is searched move for move as drawn: the same number of states in every rotation. A mirror
 * image swaps right and left, and is searched differently. The bench prints, per turn, what was
 * decided and how many states it took, then the levels whose verdict or (rotations only) state
 * count differs between turns.
 *
 * One process, levels one after another: times are of a warm process, not of a first solve.
 *
 * Options: --turns all|id,quarter,… (default all), --timeout ms (default 10000), --grid,
 *          --no-corpus, --random n (default 0), --seed n (default 20261127), --only text,
 *          --verbose (one line per level and turn).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { GRID_TURNS, type GridTurn } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import type { Level } from '../src/level.js';
import { parse } from '../src/parse.js';
import { solve } from '../src/solve.js';
import { verify } from '../src/verify.js';
import { largeGridText } from '../test/arbitraries/level.js';
import { gridDir, gridFiles, jsonDir, jsonFiles, present, root } from '../test/helpers/corpus.js';
import { turnLevel } from '../test/helpers/turns.js';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1]! : dflt;
};
const flag = (name: string): boolean => args.includes(`--${name}`);

const timeoutMs = Number(opt('timeout', '10000'));
const randomCount = Number(opt('random', '0'));
const seed = Number(opt('seed', '20261127'));
const only = opt('only', '');
const verbose = flag('verbose');
const turnNames = opt('turns', 'all');
const turns =
  turnNames === 'all'
    ? GRID_TURNS
    : turnNames.split(',').map((name) => GRID_TURNS.find((t) => t.name === name) ?? usage(`unknown turn ${name}`));
if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) usage('--timeout takes a number of milliseconds > 0');
if (!Number.isInteger(randomCount) || randomCount < 0) usage('--random takes a count ≥ 0');

function usage(message: string): never {
  console.error(`${message}\nturns: ${GRID_TURNS.map((t) => t.name).join(', ')}`);
  process.exit(2);
}

interface Job {
  readonly name: string;
  readonly level: Level;
}

interface Outcome {
  readonly status: string;
  readonly states: number;
  readonly ms: number;
}

const jobs: Job[] = [];
if (!flag('no-corpus')) {
  if (!present) console.warn(`\n*** WARNING: ${root}cosmic-express* not found: the corpus part is SKIPPED ***\n`);
  for (const f of jsonFiles) jobs.push({ name: f, level: parse(readFileSync(jsonDir + f, 'utf8'), { file: f }) });
  if (flag('grid'))
    for (const f of gridFiles) jobs.push({ name: `grid/${f}`, level: parse(readFileSync(gridDir + f, 'utf8'), { file: f }) });
}
fc.sample(largeGridText, { seed, numRuns: randomCount }).forEach((text, i) =>
  jobs.push({ name: `random/${seed}-${i}`, level: parse(text, { file: `random ${i}` }) }),
);
const picked = jobs.filter((j) => j.name.includes(only));

function solveTurned(job: Job, turn: GridTurn): Outcome {
  const level = turnLevel(turn, job.level);
  const t0 = performance.now();
  const { result, solution } = solve(level, { timeoutMs });
  const ms = performance.now() - t0;
  if (solution !== undefined && !verify(level, solution).valid) throw new Error(`${job.name} ${turn.name}: the solution does not verify`);
  const status = result.status === 'exhausted' ? 'unsolvable' : result.status;
  if (verbose)
    console.log(
      `${turn.name.padEnd(14)} ${status.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms ${String(result.stats.expanded).padStart(9)} states  ${job.name}`,
    );
  return { status, states: result.stats.expanded, ms };
}

// Level by level, all its turns in a row: a turn's times are not skewed by where it falls in the run.
const outcomes = picked.map((job) => turns.map((turn) => solveTurned(job, turn)));

const parts = [
  ['corpus', (j: Job) => !j.name.startsWith('random/')],
  ['random', (j: Job) => j.name.startsWith('random/')],
] as const;
console.log(
  `\nCosmic Express in ${turns.length} turns, ${timeoutMs} ms per level (${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version})`,
);
for (const [part, belongs] of parts) {
  const rows = picked.map((job, i) => ({ job, outs: outcomes[i]! })).filter(({ job }) => belongs(job));
  if (rows.length === 0) continue;
  console.log(`\n${part}: ${rows.length} levels${part === 'random' ? ` (largeGridText, seed ${seed})` : ''}\n`);
  console.log('| turn | solved | unsolvable | undecided | states | time |');
  console.log('|---|---:|---:|---:|---:|---:|');
  turns.forEach((turn, t) => {
    const outs = rows.map((r) => r.outs[t]!);
    const count = (s: string) => outs.filter((o) => o.status === s).length;
    const states = outs.reduce((s, o) => s + o.states, 0);
    const ms = outs.reduce((s, o) => s + o.ms, 0);
    console.log(
      `| ${turn.name} | ${count('solved')} | ${count('unsolvable')} | ${outs.length - count('solved') - count('unsolvable')} | ${states} | ${(ms / 1000).toFixed(1)} s |`,
    );
  });
  // A level solved in one turn and proved unsolvable in another means a rule or a pruning test
  // with a favourite direction; undecided in some turns only is the search's luck.
  const differ = rows.filter(({ outs }) => new Set(outs.map((o) => o.status)).size > 1);
  const clash = differ.filter(({ outs }) => outs.some((o) => o.status === 'solved') && outs.some((o) => o.status === 'unsolvable'));
  const luck = differ.filter((r) => !clash.includes(r));
  const rotations = turns.map((t, i) => (['id', 'quarter', 'half', 'three-quarters'].includes(t.name) ? i : -1)).filter((i) => i >= 0);
  const rotatedAlike = rows.filter(({ outs }) =>
    rotations.every((i) => outs[i]!.states === outs[rotations[0]!]!.states && outs[i]!.status === outs[rotations[0]!]!.status),
  );
  console.log('');
  console.log(
    `verdicts that contradict each other between turns: ${clash.length}${clash.length ? ` (${clash.map((r) => r.job.name).join(', ')})` : ''}`,
  );
  console.log(`decided in some turns only: ${luck.length}${luck.length ? ` (${luck.map((r) => r.job.name).join(', ')})` : ''}`);
  if (rotations.length > 1)
    console.log(
      `searched alike in the ${rotations.length} rotations asked for (same status and states): ${rotatedAlike.length}/${rows.length}`,
    );
  if (clash.length > 0) process.exitCode = 1;
}
