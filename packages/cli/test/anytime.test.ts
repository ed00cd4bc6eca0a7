import { describe, expect, it } from 'vitest';
import { jsonLines, run } from './helpers.js';

// The fake counter game's `anytime` adds the step all the way first (bound 1), then searches
// breadth-first: `small` (1 → 10) is 9 adds first, 4 moves at best (idid… : 1 2 4 5 10).
describe('--algorithm anytime', () => {
  it('prints the best solution proven optimal when the search ends', async () => {
    const r = await run(['counter', 'sample:small', '--algorithm', 'anytime']);
    expect(r.out).toMatch(/^✓ sample:small: solved in 4 moves \(proven optimal\), /);
  });

  it('prints the proven bound when a limit stops the search before the proof', async () => {
    const r = await run(['counter', 'sample:small', '--algorithm', 'anytime', '--max-states', '3']);
    expect(r.out).toMatch(/^✓ sample:small: solved in 9 moves \(optimal ≥ 1\), /);
    const [row] = jsonLines((await run(['counter', 'sample:small', '--algorithm', 'anytime', '--max-states', '3', '--json'])).out);
    expect(row).toMatchObject({ status: 'solved', cost: 9, optimal: false, lowerBound: 1 });
  });

  it('shows each better solution on the live line of a terminal', async () => {
    const r = await run(['counter', 'sample:small', '--algorithm', 'anytime'], { tty: true });
    const first = r.err.indexOf('best 9 (optimal ≥ 1)');
    const better = r.err.indexOf('best 4 (proven optimal)');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(better).toBeGreaterThan(first);
    // Not on a terminal: no live line.
    expect((await run(['counter', 'sample:small', '--algorithm', 'anytime'])).err).not.toContain('best ');
  });
});

describe('--json rows', () => {
  it('carry lowerBound and optimal with every solution, whatever the algorithm', async () => {
    for (const algorithm of ['bfs', 'bfs-too', 'anytime']) {
      const rows = jsonLines((await run(['counter', 'levels', '--algorithm', algorithm, '--json'])).out);
      const solved = rows.filter((row) => row['status'] === 'solved');
      expect(solved.length, algorithm).toBeGreaterThan(2);
      for (const row of solved) {
        expect(typeof row['optimal'], algorithm).toBe('boolean');
        expect(typeof row['lowerBound'], algorithm).toBe('number');
        expect(row['lowerBound'] as number).toBeLessThanOrEqual(row['cost'] as number);
        if (row['optimal'] === true) expect(row['lowerBound']).toBe(row['cost']);
      }
      for (const row of rows.filter((r) => r['status'] !== 'solved')) expect(row['lowerBound']).toBeNull();
    }
  });
});
