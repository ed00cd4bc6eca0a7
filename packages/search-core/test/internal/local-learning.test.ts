import { describe, expect, it } from 'vitest';
import { Float64Column } from '../../src/internal/columns.js';
import { LEARNING_CHUNK, LocalLearning } from '../../src/internal/local-learning.js';
import { LocalSearchSpace } from '../../src/internal/local-search-space.js';

/**
 * A local space by hand: a closed line 0 → 1 → … → n − 1 of unit steps ending at an open state n
 * (learned h 5), and a closed spur n + 1 → n + 2 (learned h 1 each) that reaches no open state.
 * Search node = local index.
 */
function line(n: number): { local: LocalSearchSpace<number, string>; h: Float64Column } {
  const local = new LocalSearchSpace<number, string>(16);
  const h = new Float64Column(0, 16);
  local.reset(0, 0, 0);
  for (let l = 1; l <= n + 2; l++) local.add(l, l, l, l - 1, 'm', 1);
  for (let l = 0; l <= n + 2; l++) local.closed[l] = l === n ? 0 : 1;
  for (let l = 0; l < n; l++) local.edge(l, l + 1, 1);
  local.edge(n + 1, n + 2, 1);
  h.set(n, 5);
  h.set(n + 1, 1);
  h.set(n + 2, 1);
  return { local, h };
}

describe('LocalLearning (LSS-LRTA*’s Dijkstra over the local space)', () => {
  it('raises each closed state to its cost to the frontier plus the frontier’s h, and marks the closed states that reach no frontier dead', () => {
    const { local, h } = line(4);
    const seen: [number, number][] = [];
    const learning = new LocalLearning(local, h, (state, value) => seen.push([state, value]));
    learning.begin();
    while (!learning.step()) {
      // steps until done
    }
    expect([0, 1, 2, 3, 4].map((l) => h.get(l))).toEqual([9, 8, 7, 6, 5]);
    expect([h.get(5), h.get(6)]).toEqual([Infinity, Infinity]);
    expect(learning.learned).toBe(6);
    expect(seen).toContainEqual([5, Infinity]);
  });

  it('never lowers a learned value', () => {
    const { local, h } = line(3);
    h.set(1, 100);
    const learning = new LocalLearning(local, h, undefined);
    learning.begin();
    while (!learning.step()) {
      // steps until done
    }
    expect([h.get(0), h.get(1), h.get(2)]).toEqual([101, 100, 6]);
  });

  it(`goes over a local space of many chunks in many steps, each at most ${LEARNING_CHUNK} entries of a pass or one Dijkstra settle, with the same values`, () => {
    const n = 5 * LEARNING_CHUNK;
    const { local, h } = line(n);
    const learning = new LocalLearning(local, h, undefined);
    learning.begin();
    let steps = 1;
    while (!learning.step()) steps++;
    expect(h.get(0)).toBe(n + 5);
    expect(h.get(n - 1)).toBe(6);
    expect(h.get(n + 1)).toBe(Infinity);
    // One step per Dijkstra settle (n + 1), plus the chunked passes: predecessor lists over the
    // edges and states (2 × (n + 1) + n + 2 entries), sources and dead ends (n + 3 entries each).
    const chunks = (entries: number): number => Math.ceil(entries / LEARNING_CHUNK);
    expect(steps).toBeGreaterThanOrEqual(n + 1 + chunks(3 * n + 4) - 1);
    expect(steps).toBeLessThanOrEqual(n + 1 + chunks(3 * n + 4) + 2 * chunks(n + 3) + 1);
  });
});
