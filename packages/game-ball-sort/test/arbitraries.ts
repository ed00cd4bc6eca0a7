import fc from 'fast-check';
import type { Level, MoveUnit, Rules } from '../src/index.js';

const LETTERS = 'RGBYOP';

/** Sizes whose state spaces stay small enough for breadth-first search in a test. */
const SIZES: readonly (readonly [colours: number, capacity: number])[] = [
  [1, 2],
  [2, 2],
  [3, 2],
  [4, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [2, 4],
];

/** A small random level: 1–4 colours, capacity 2–4, 0–2 extra tubes, balls spread at random. */
export interface SmallLevel {
  readonly level: Level;
  /** The same level written in the JSON form. */
  readonly json: string;
}

/** Larger levels (4–6 colours), for properties whose oracle is the A* solver rather than breadth-first search. */
export const MEDIUM_SIZES: readonly (readonly [colours: number, capacity: number])[] = [
  [4, 3],
  [5, 3],
  [4, 4],
  [6, 2],
];

export function smallLevelArb(rules?: Rules, moves?: MoveUnit, sizes = SIZES): fc.Arbitrary<SmallLevel> {
  return fc
    .record({
      size: fc.constantFrom(...sizes),
      extra: fc.integer({ min: 0, max: 2 }),
      rules: rules ? fc.constant(rules) : fc.constantFrom<Rules>('app', 'course'),
      moves: moves ? fc.constant(moves) : fc.constantFrom<MoveUnit>('single', 'pour'),
      seed: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      fill: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    })
    .map(({ size: [colours, capacity], extra, rules, moves, seed, fill }) => {
      const balls: number[] = [];
      for (let c = 0; c < colours; c++) for (let i = 0; i < capacity; i++) balls.push(c);
      // Shuffle with the drawn numbers (Fisher–Yates).
      for (let i = balls.length - 1; i > 0; i--) {
        const j = seed[i % seed.length]! % (i + 1);
        [balls[i], balls[j]] = [balls[j]!, balls[i]!];
      }
      const tubeCount = colours + extra;
      const tubes: number[][] = Array.from({ length: tubeCount }, () => []);
      // Drop each ball into a tube chosen by `fill`, skipping full ones.
      balls.forEach((b, i) => {
        let t = fill[i % fill.length]! % tubeCount;
        while (tubes[t]!.length === capacity) t = (t + 1) % tubeCount;
        tubes[t]!.push(b);
      });
      // Colours are numbered in order of first appearance, as the parser does.
      const order: number[] = [];
      for (const t of tubes) for (const b of t) if (!order.includes(b)) order.push(b);
      const renumbered = tubes.map((t) => t.map((b) => order.indexOf(b)));
      const level: Level = { capacity, tubes: renumbered, colours: order.map((_, i) => LETTERS[i]!), rules, moves };
      const json = JSON.stringify({ capacity, tubes: renumbered.map((t) => t.map((b) => LETTERS[b]!)) });
      return { level, json };
    });
}
