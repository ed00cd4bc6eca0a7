// An experiment, not part of the solver: solve a level with its atoms split in advance into the
// groups that must end as separate molecules. Bonds between groups count as dead, and the estimate
// is the sum of the fast estimates of the groups, each group taken alone (the player with that
// group only). Every split the dead test lets through is tried in turn, least spread out first,
// with the `fast` mode's search, a fixed weight and an expansion budget per split.
// Written for Butterfly (package README, "Levels not solved"); uses the public API only.
// Runs against the built package: `npx tsup && node bench/splits.mjs`.
//
// Options: --level file (default 12 - Bonus/19 - Butterfly.txt), --weight w (default 4),
//          --budget n (expansions per split, default 10000), --all (do not stop at the first
//          solution), --only 0,1,3,7 (only the splits with a group of exactly these atom indices).
import { fastHeuristic, freeElectrons, initialPosition, isDead, parse, solve, verify } from '../dist/index.js';
import { readCorpusLevel, requireCorpus } from './corpus-files.mjs';
import { flag, opt } from './options.mjs';

const file = opt('level', '12 - Bonus/19 - Butterfly.txt');
const weight = Number(opt('weight', '4'));
const budget = Number(opt('budget', '10000'));
const all = flag('all');
const only = opt('only', undefined)?.split(',').map(Number).sort((a, b) => a - b).join(',');

requireCorpus();
const level = parse(readCorpusLevel(file), { file });
const player = level.atoms.findIndex((a) => a.player);
const others = level.atoms.map((_, i) => i).filter((i) => i !== player);
if (others.length > 14) throw new Error(`${file}: ${others.length} atoms besides the player, too many splits to list`);

/** The level with the player and `group` only; its atoms keep their order (a position projects onto it). */
const alone = (group) => {
  const keep = [player, ...group].sort((a, b) => a - b);
  return { keep, level: { ...level, atoms: keep.map((i) => level.atoms[i]), solutions: [] } };
};
const possible = (group) => {
  const sub = alone(group).level;
  return !isDead(sub, initialPosition(sub));
};

/** Every split into two or more groups, each of which the dead test accepts on its own. */
const splits = [];
const split = (rest, groups) => {
  if (rest.length === 0) {
    if (groups.length >= 2) splits.push(groups);
    return;
  }
  const [first, ...tail] = rest;
  for (let mask = 0; mask < 1 << tail.length; mask++) {
    const group = [first, ...tail.filter((_, k) => (mask >> k) & 1)];
    if (possible(group)) split(tail.filter((_, k) => !((mask >> k) & 1)), [...groups, group]);
  }
};
split(others, []);
const spread = (group) => {
  let s = 0;
  for (const a of group) for (const b of group) s += Math.abs(level.atoms[a].x - level.atoms[b].x) + Math.abs(level.atoms[a].y - level.atoms[b].y);
  return s;
};
const spreadOf = (groups) => groups.reduce((s, g) => s + spread(g), 0);
splits.sort((a, b) => a.length - b.length || spreadOf(a) - spreadOf(b));
const chosen = only === undefined ? splits : splits.filter((groups) => groups.some((g) => g.join(',') === only));

/** The characters of a position at the atoms `keep`: the same position on a group's own level. */
const project = (pos, keep) => {
  let s = '';
  for (const i of keep) s += pos[i];
  return s;
};
const name = (groups) => groups.map((g) => g.map((i) => `${level.atoms[i].element}${i}`).join(' ')).join(' | ');
console.log(`${file}: ${splits.length} splits (${chosen.length} tried), weight ${weight}, ${budget} expansions each`);
const started = performance.now();
let expansions = 0;
for (const groups of chosen) {
  const parts = groups.map((g) => {
    const { keep, level: sub } = alone(g);
    return { keep, level: sub, estimate: fastHeuristic(sub) };
  });
  const heuristic = (pos) => {
    let free = 0;
    let h = 0;
    for (const p of parts) {
      const mine = project(pos, p.keep);
      const e = p.estimate(mine);
      if (e === Infinity) return Infinity;
      h += e;
      free += freeElectrons(p.level, mine);
    }
    // A bond between two groups leaves fewer free electrons than the groups count on their own.
    return freeElectrons(level, pos) === free ? h : Infinity;
  };
  const t = performance.now();
  const { result, solution } = solve(level, { heuristic, weight, maxExpansions: budget, shortenBudget: 0 });
  expansions += result.stats.expanded;
  const checked = solution === undefined ? '' : verify(level, solution).valid ? ' (replays)' : ' (DOES NOT REPLAY)';
  console.log(
    `${result.status.padEnd(9)} ${String(result.stats.expanded).padStart(7)} exp ${String(Math.round(performance.now() - t)).padStart(6)} ms  ` +
      `${solution === undefined ? '' : `${solution.length} moves${checked}  `}${name(groups)}`,
  );
  if (solution !== undefined && !all) break;
}
console.log(`${expansions} expansions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
