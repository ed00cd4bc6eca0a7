import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalSearchSpace } from '../../src/internal/local-search-space.js';

/** A local space: states (some closed) and the edges its expansions listed, with costs. */
const spaceArb = fc.integer({ min: 1, max: 40 }).chain((size) =>
  fc.record({
    closed: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    edges: fc.array(fc.tuple(fc.nat({ max: size - 1 }), fc.nat({ max: size - 1 }), fc.integer({ min: 0, max: 9 })), { maxLength: 120 }),
  }),
);

function filled(space: { closed: boolean[]; edges: [number, number, number][] }): LocalSearchSpace<number, string> {
  const local = new LocalSearchSpace<number, string>(64);
  local.reset(0, 0, 0);
  for (let l = 1; l < space.closed.length; l++) local.add(l, l, l, 0, `m${l}`, 1);
  space.closed.forEach((c, l) => {
    local.closed[l] = c ? 1 : 0;
  });
  for (const [from, to, cost] of space.edges) local.edge(from, to, cost);
  return local;
}

/** Each state's closed predecessors with the costs, as sorted text, read from the compressed rows. */
function rows(local: LocalSearchSpace<number, string>): string[] {
  const out: string[] = [];
  for (let v = 0; v < local.size; v++) {
    const row: string[] = [];
    for (let i = local.predStart[v]!; i < local.predStart[v + 1]!; i++) row.push(`${local.predOf[i]}:${local.predCost[i]}`);
    out.push(row.sort().join(' '));
  }
  return out;
}

describe('LocalSearchSpace predecessor lists (oracle: the edges filtered by hand)', () => {
  it('lists every edge from a closed state under its target, built whole or a few entries per call', () => {
    fc.assert(
      fc.property(spaceArb, fc.integer({ min: 1, max: 7 }), (space, budget) => {
        const expected = space.closed.map((_, v) =>
          space.edges
            .filter(([from, to]) => to === v && space.closed[from])
            .map(([from, , cost]) => `${from}:${cost}`)
            .sort()
            .join(' '),
        );
        const whole = filled(space);
        whole.beginPredecessors();
        expect(whole.buildPredecessors(Infinity)).toBe(true);
        expect(rows(whole)).toEqual(expected);
        // In small steps: no call does more than `budget` entries of a pass, and the lists come out the same.
        const stepped = filled(space);
        stepped.beginPredecessors();
        let calls = 0;
        while (!stepped.buildPredecessors(budget)) calls++;
        // Three passes (count the edges, sum the rows, place the edges), `budget` entries a call in all.
        const entries = 2 * space.edges.length + space.closed.length - 1;
        expect(calls + 1).toBe(Math.max(1, Math.ceil(entries / budget)));
        expect(rows(stepped)).toEqual(expected);
      }),
    );
  });

  it('empties in one call, and a space filled again after a large one keeps nothing of it', () => {
    const local = new LocalSearchSpace<number, string>(64);
    local.reset(0, 0, 0);
    for (let l = 1; l < 100; l++) local.add(l, l * 10, l, 0, `m${l}`, 1);
    local.reset(200, 2000, 0);
    local.add(201, 2010, 1, 0, 'a', 1);
    expect(local.size).toBe(2);
    expect([local.states.get(0), local.states.get(1), local.states.get(2), local.states.get(50)]).toEqual([
      2000,
      2010,
      undefined,
      undefined,
    ]);
    expect([local.moves.get(1), local.moves.get(2)]).toEqual(['a', undefined]);
  });
});
