import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, canonicalKey, initialState, moveError, parse, rulesOf, stateOf, tubesOf, type Level } from '../src/index.js';
import { smallLevelArb } from './arbitraries.js';

/** The obvious model of one move on arrays of balls, for comparison. */
function modelMove(level: Level, tubes: number[][], from: number, to: number): number[][] | undefined {
  const n = tubes.length;
  if (from < 0 || to < 0 || from >= n || to >= n || from === to) return undefined;
  const src = tubes[from]!;
  const dst = tubes[to]!;
  if (src.length === 0 || dst.length === level.capacity) return undefined;
  const ball = src[src.length - 1]!;
  if (level.rules === 'app' && dst.length > 0 && dst[dst.length - 1] !== ball) return undefined;
  const next = tubes.map((t) => t.slice());
  let k = 1;
  if (level.moves === 'pour') {
    let run = 0;
    while (run < src.length && src[src.length - 1 - run] === ball) run++;
    k = Math.min(run, level.capacity - dst.length);
  }
  for (let i = 0; i < k; i++) next[to]!.push(next[from]!.pop()!);
  return next;
}

const countBalls = (tubes: number[][]) => {
  const counts = new Map<number, number>();
  for (const t of tubes) for (const b of t) counts.set(b, (counts.get(b) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]);
};

/**
 * A level and a walk of attempted moves from its start: half of them any pair of tube numbers
 * (mostly illegal), half "the k-th legal move" (resolved by {@link attemptsOf}).
 */
const walkArb = smallLevelArb().chain(({ level }) =>
  fc.record({
    level: fc.constant(level),
    raw: fc.array(
      fc.oneof(fc.tuple(fc.integer({ min: -1, max: level.tubes.length }), fc.integer({ min: -1, max: level.tubes.length })), fc.nat()),
      { maxLength: 40 },
    ),
  }),
);

/** Resolves "the k-th legal move" against the state reached so far (by the model). */
function* attemptsOf(level: Level, raw: readonly (number | [number, number])[]): Generator<[number, number]> {
  let tubes = level.tubes.map((t) => t.slice());
  for (const a of raw) {
    let pair: [number, number] | undefined;
    if (typeof a === 'number') {
      const legal: [number, number][] = [];
      for (let f = 0; f < tubes.length; f++) for (let t = 0; t < tubes.length; t++) if (modelMove(level, tubes, f, t)) legal.push([f, t]);
      pair = legal[a % Math.max(1, legal.length)];
    } else pair = a;
    if (!pair) continue;
    yield pair;
    tubes = modelMove(level, tubes, pair[0], pair[1]) ?? tubes;
  }
}

describe('states and moves', () => {
  it('refuses exactly the moves the obvious model refuses, and plays the others the same way', () => {
    const seen = { legal: 0, illegal: 0 };
    fc.assert(
      fc.property(walkArb, ({ level, raw }) => {
        let state = initialState(level);
        for (const [from, to] of attemptsOf(level, raw)) {
          const tubes = tubesOf(level, state);
          const expected = modelMove(level, tubes, from, to);
          const why = moveError(level, state, from, to);
          if (expected === undefined) {
            seen.illegal++;
            expect(why).toBeTypeOf('string');
            continue;
          }
          seen.legal++;
          expect(why).toBeUndefined();
          state = applyMove(level, state, from, to);
          expect(tubesOf(level, state)).toEqual(expected);
        }
      }),
    );
    expect(seen.legal).toBeGreaterThan(100);
    expect(seen.illegal).toBeGreaterThan(100);
  });

  it('conserves the balls of every colour over any walk of legal moves', () => {
    fc.assert(
      fc.property(walkArb, ({ level, raw }) => {
        let state = initialState(level);
        const start = countBalls(tubesOf(level, state));
        for (const [from, to] of attemptsOf(level, raw)) {
          if (moveError(level, state, from, to) !== undefined) continue;
          state = applyMove(level, state, from, to);
          const tubes = tubesOf(level, state);
          expect(countBalls(tubes)).toEqual(start);
          for (const t of tubes) expect(t.length).toBeLessThanOrEqual(level.capacity);
        }
      }),
    );
  });

  it('has compiled rules that agree with moveError on every pair of tubes', () => {
    fc.assert(
      fc.property(walkArb, ({ level, raw }) => {
        const rules = rulesOf(level);
        let state = initialState(level);
        for (const [from, to] of attemptsOf(level, raw)) {
          for (let f = 0; f < state.length; f++) {
            for (let t = 0; t < state.length; t++) {
              if (f !== t) expect(rules.canMove(state, f, t)).toBe(moveError(level, state, f, t) === undefined);
            }
          }
          if (moveError(level, state, from, to) === undefined) state = applyMove(level, state, from, to);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('gives every permutation of the tubes the same canonical key, and different tube multisets different keys', () => {
    fc.assert(
      fc.property(
        smallLevelArb(),
        smallLevelArb(),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        ({ level }, { level: other }, perm) => {
          const tubes = level.tubes.map((t) => t.slice());
          const shuffled = tubes.slice();
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = perm[i % perm.length]! % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const { key } = canonicalKey(level);
          expect(key(stateOf(level, shuffled))).toBe(key(stateOf(level, tubes)));
          // Another level of the same shape: equal keys exactly when the tube multisets are equal.
          if (
            other.capacity !== level.capacity ||
            other.colours.length !== level.colours.length ||
            other.tubes.length !== level.tubes.length
          )
            return;
          const sorted = (ts: readonly (readonly number[])[]) =>
            ts
              .map((t) => t.join(','))
              .sort()
              .join('|');
          const same = sorted(level.tubes) === sorted(other.tubes);
          expect(key(stateOf(level, other.tubes)) === key(stateOf(level, tubes))).toBe(same);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses exact bigint keys when the tube codes need more than 53 bits, still invariant under permutation', () => {
    // 12 colours of capacity 4 in 14 tubes: 14 codes of about 15 bits each.
    const colours = 'ABCDEFGHIJKL';
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...colours.repeat(4)], { minLength: 48, maxLength: 48 }),
        fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
        (balls, perm) => {
          const tubes = Array.from({ length: 12 }, (_, t) => balls.slice(4 * t, 4 * t + 4));
          const level = parse(JSON.stringify({ capacity: 4, tubes: [...tubes, [], []] }));
          const { key } = canonicalKey(level);
          const start = initialState(level);
          expect(typeof key(start)).toBe('bigint');
          const shuffled = start.slice();
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = perm[i]! % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(key(shuffled)).toBe(key(start));
          // One legal move changes the multiset, so the key.
          const next = applyMove(level, start, 0, 12);
          expect(key(next)).not.toBe(key(start));
        },
      ),
      { numRuns: 50 },
    );
  });
});
