import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// maxMemoryBytes measured, not guessed: each case runs the built library in a fresh process and
// compares the live memory it held (heap and array buffers after a full collection, sampled on
// progress) with the limit. The estimate alone (64 + 64 bytes for an object state) let these
// searches hold 25 to 50 times the limit, or die of a full heap.
const child = fileURLToPath(new URL('./memory/live-memory.mjs', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)));
const MB = 2 ** 20;

function runChild(
  entry: string,
  kind: string,
  limit: number,
  heapMb = 512,
  sampling = 'sample',
  flags: string[] = [],
): { status: string; limit?: string; expanded: number; peakBytes: number } {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', `--max-old-space-size=${heapMb}`, ...flags, child, entry, kind, String(limit), sampling],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (r.status !== 0) throw new Error(`live-memory.mjs ${entry} ${kind} failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return JSON.parse(r.stdout);
}

// A reading counts the garbage not yet collected, so where V8's collections fall decides how much a
// search holds when it stops: a collection that comes late (a loaded machine) can stop it early, or
// leave it a little past the bound. One rerun of a case, with the same assertions, absorbs that; a
// search that stops wrongly fails twice.
describe.skipIf(!built)('maxMemoryBytes holds measured (live heap, child process)', { retry: 1 }, () => {
  it.each([
    ['bfs', 'objects-8k'],
    ['astar', 'arrays-8k'],
    ['reachable', 'typed-8k'],
    ['dfs', 'objects-8k'],
    // The families (issue 46), each on the same Control and meter.
    ['anytimeAstar', 'objects-8k'],
    ['anaStar', 'arrays-8k'],
    ['fringeSearch', 'typed-8k'],
    ['lrtaStar lookahead 32', 'objects-8k'],
    ['lpaStar', 'arrays-8k'],
    ['dStarLite', 'objects-8k'],
    ['smaStar', 'objects-8k'],
    ['focalSearch', 'arrays-8k'],
    ['dynamicPotentialSearch', 'objects-8k'],
    ['explicitEstimationSearch', 'objects-8k'],
    ['optimisticSearch', 'typed-8k'],
    ['beamSearch', 'typed-8k'],
    ['beamStackSearch', 'arrays-8k'],
    ['partialExpansionAstar', 'objects-8k'],
    ['nbs', 'objects-8k'],
    ['mmSearch', 'arrays-8k'],
    ['baeStar', 'objects-8k'],
    ['gbfhs', 'arrays-8k'],
    ['kShortestPaths', 'arrays-8k'],
    ['allOptimalPaths', 'objects-8k'],
  ])('%s on 8 KB states stops at the limit holding at most 1.25 times it', (entry, kind) => {
    const limit = 24 * MB;
    const r = runChild(entry, kind, limit);
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.peakBytes).toBeLessThanOrEqual(1.25 * limit);
    // Not stopped for nothing: it held a part of the limit first. Garbage not yet collected counts
    // in a reading (SearchOptions.maxMemoryBytes): a beam drops whole layers, and the buffers of
    // its dropped typed-array states count until V8 collects them, so it can stop holding almost
    // nothing (a known limit of reading the heap, in docs/limits-and-memory.md): no floor for it.
    if (entry !== 'beamSearch') expect(r.peakBytes).toBeGreaterThan(0.25 * limit);
  });

  it.each([['astar'], ['bfs']])('%s stops inside an expansion that makes 20 MB of children', (entry) => {
    // What the young generation holds is read once it survives there (see the meter): with a
    // semi-space of 1 MB that lag is small beside the limit, and the rest is checked exactly.
    const limit = 16 * MB;
    const r = runChild(entry, 'wide-objects', limit, 512, 'sample', ['--max-semi-space-size=1']);
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.expanded).toBeLessThanOrEqual(1);
    expect(r.peakBytes).toBeLessThanOrEqual(1.25 * limit);
  });

  it('holds a 64 MB limit with V8’s default young generation, over expansions of 20 MB', () => {
    const limit = 64 * MB;
    const r = runChild('astar', 'wide-objects', limit);
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.peakBytes).toBeLessThanOrEqual(1.25 * limit);
  });

  it('stops with limit memory before the heap is full, with no maxMemoryBytes at all', () => {
    const r = runChild('bfs', 'objects-8k', 0, 96, 'none');
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
  });
});

if (!built) console.warn('search-core: dist/ not built, the live-memory checks of maxMemoryBytes are skipped (run pnpm build)');
