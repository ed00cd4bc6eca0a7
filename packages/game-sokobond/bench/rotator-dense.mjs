// Solves random rotator-dense levels with several molecules (like the bonus world's), drawn by
// `rotatorDenseLevelArb` of test/arbitraries.ts with a fixed seed, and prints how many are
// solved, proven unsolvable or left at the limit, with the total, median and slowest times.
// Runs against the built package: `npx tsup && node bench/rotator-dense.mjs`.
//
// Options: --count n (default 40), --seed n (default 20261125), --timeout ms (default 10000),
//          --algorithm (default fast), --max-side n (default 11), --verbose (one line per level),
//          --dump dir (write the levels left at the limit there, to study them),
//          --max-expansions n (per level; with --timeout 0 the run does not depend on the machine).
import { createRequire } from 'node:module';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parse, solve, verify } from '../dist/index.js';
import { flag, opt } from './options.mjs';

const count = Number(opt('count', '40'));
const seed = Number(opt('seed', '20261125'));
const timeoutMs = Number(opt('timeout', '10000'));
const algorithm = opt('algorithm', 'fast');
const maxSide = Number(opt('max-side', '11'));
const maxExpansions = opt('max-expansions', undefined);
const limits = {
  ...(timeoutMs > 0 ? { timeoutMs } : {}),
  ...(maxExpansions === undefined ? {} : { maxExpansions: Number(maxExpansions) }),
};

// The generators are TypeScript; esbuild (which tsup builds with) strips their types.
const require = createRequire(createRequire(import.meta.url).resolve('tsup'));
const { transformSync } = require('esbuild');
const source = fileURLToPath(new URL('../test/arbitraries.ts', import.meta.url));
const compiled = fileURLToPath(new URL('./.arbitraries.generated.mjs', import.meta.url));
writeFileSync(compiled, transformSync(readFileSync(source, 'utf8'), { loader: 'ts', format: 'esm' }).code);
let arbitraries;
try {
  arbitraries = await import(compiled);
} finally {
  rmSync(compiled);
}

const texts = fc.sample(arbitraries.rotatorDenseLevelArb(maxSide), { seed, numRuns: count });
const rows = [];
for (const text of texts) {
  const level = parse(text);
  const started = performance.now();
  const r = solve(level, { algorithm, ...limits });
  const ms = performance.now() - started;
  const checked = r.solution === undefined ? null : verify(level, r.solution, { blocked: 'refuse' }).valid;
  rows.push({ status: r.result.status, ms, expanded: r.result.stats.expanded, length: r.solution?.length ?? null, checked, text });
  if (flag('verbose'))
    console.log(
      `${r.result.status.padEnd(11)} ${ms.toFixed(0).padStart(6)} ms ${String(r.result.stats.expanded).padStart(8)} exp  ${level.width}×${level.height}, ${level.atoms.length} atoms, ${level.modifiers.length} modifiers`,
    );
}
const times = rows.map((r) => r.ms).sort((a, b) => a - b);
const by = (s) => rows.filter((r) => r.status === s).length;
const decided = by('solved') + by('exhausted');
const slowest = rows.filter((r) => r.status === 'solved').sort((a, b) => b.ms - a.ms)[0];
console.log(
  `${algorithm}, ${count} rotator-dense levels (seed ${seed}, side ≤ ${maxSide}, ${timeoutMs} ms each): ` +
    `${by('solved')} solved, ${by('exhausted')} proven unsolvable, ${rows.length - decided} at a limit; ` +
    `total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s, median ${Math.round(times[times.length >> 1] ?? 0)} ms, ` +
    `slowest solved ${slowest ? `${Math.round(slowest.ms)} ms` : '-'}, ${rows.reduce((a, r) => a + r.expanded, 0)} expansions in all` +
    (rows.some((r) => r.checked === false) ? '; !!! a solution does not verify' : ''),
);
const dump = opt('dump', undefined);
if (dump !== undefined) rows.forEach((r, i) => r.status === 'limit' && writeFileSync(`${dump}/rotator-dense-${seed}-${i}.txt`, r.text));
