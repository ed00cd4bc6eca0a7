import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigintPacker, byHash, canonical, hashInts, numberPacker, reachable, type SearchProblem } from '@puzzle-solvers/search-core';

const radicesArb = fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 8 });
const tupleArb = radicesArb.chain((radices) => fc.tuple(fc.constant(radices), fc.tuple(...radices.map((r) => fc.nat({ max: r - 1 })))));

describe('packers', () => {
  it('round-trip a tuple through a number', () => {
    fc.assert(
      fc.property(tupleArb, ([radices, values]) => {
        const p = numberPacker(radices);
        expect(p.unpack(p.pack(values))).toEqual(values);
      }),
    );
  });

  it('give different tuples different numbers', () => {
    fc.assert(
      fc.property(tupleArb, tupleArb, ([r, a], [, b]) => {
        const p = numberPacker(r);
        const b2 = b.slice(0, r.length).map((v, i) => v % r[i]!);
        while (b2.length < r.length) b2.push(0);
        expect(p.pack(a) === p.pack(b2)).toBe(a.every((v, i) => v === b2[i]));
      }),
    );
  });

  it('round-trip wide tuples through a bigint', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 20 - 1 }), { minLength: 1, maxLength: 12 }), (values) => {
        const p = bigintPacker(values.map(() => 2 ** 20));
        expect(p.unpack(p.pack(values))).toEqual(values);
      }),
    );
  });
});

describe('canonical keys and hash + equality', () => {
  /** Three interchangeable "tubes" holding numbers; a move adds 1 to one tube, up to 3. */
  const tubes: SearchProblem<number[], string> = {
    initial: [0, 0, 0],
    successors: (s) => s.flatMap((v, i) => (v < 3 ? [{ move: `+${i}`, state: s.map((w, j) => (j === i ? w + 1 : w)) }] : [])),
    isGoal: () => false,
  };

  it('merges states equal up to a permutation of tubes', () => {
    expect(reachable(tubes, { key: (s) => s.join() }).count).toBe(64);
    // multisets of size 3 over {0,1,2,3}: C(6,3) = 20
    expect(
      reachable(tubes, {
        hashing: canonical(
          (s: number[]) => [...s].sort(),
          (c) => c.join(),
        ),
      }).count,
    ).toBe(20);
  });

  it('identifies states by hash and equality as it does by key', () => {
    const eq = (a: number[], b: number[]) => a.every((v, i) => v === b[i]);
    expect(reachable(tubes, { hashing: byHash(hashInts, eq) }).count).toBe(64);
    // A terrible hash still gives the right answer, only slower.
    expect(reachable(tubes, { hashing: byHash(() => 7, eq) }).count).toBe(64);
  });

  it('hashes equal lists equally', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (xs) => {
        expect(hashInts(xs)).toBe(hashInts(xs.slice()));
      }),
    );
  });
});
