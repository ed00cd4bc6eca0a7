import fc from 'fast-check';
import type { Card, Corner, Direction, Level, Tile } from '../../src/index.js';
import { parseCard } from '../../src/index.js';

const direction = fc.constantFrom<Direction>(0, 1, 2, 3);
const corner = fc.constantFrom<Corner>('tl', 'tr', 'bl', 'br');

/** A tile other than a warp (warps are placed in pairs afterwards). */
function tileArb(maxHeight: number, weights: Partial<Record<Tile['kind'], number>>): fc.Arbitrary<Tile> {
  const h = fc.integer({ min: 0, max: maxHeight });
  const w = (k: Tile['kind'], d: number) => weights[k] ?? d;
  return fc.oneof(
    { weight: w('void', 2), arbitrary: fc.constant<Tile>({ kind: 'void' }) },
    { weight: w('flat', 6), arbitrary: h.map((height): Tile => ({ kind: 'flat', height })) },
    { weight: w('slope', 2), arbitrary: fc.tuple(h, direction).map(([height, d]): Tile => ({ kind: 'slope', height, direction: d })) },
    { weight: w('belt', 2), arbitrary: fc.tuple(h, direction).map(([height, d]): Tile => ({ kind: 'belt', height, direction: d })) },
    { weight: w('angle', 1), arbitrary: fc.tuple(h, corner).map(([height, c]): Tile => ({ kind: 'angle', height, corner: c })) },
    { weight: w('ice-angle', 1), arbitrary: fc.tuple(h, corner).map(([height, c]): Tile => ({ kind: 'ice-angle', height, corner: c })) },
    { weight: w('ice', 2), arbitrary: h.map((height): Tile => ({ kind: 'ice', height })) },
    { weight: w('sand', 1), arbitrary: h.map((height): Tile => ({ kind: 'sand', height })) },
    { weight: w('quicksand', 1), arbitrary: h.map((height): Tile => ({ kind: 'quicksand', height })) },
    { weight: w('water', 1), arbitrary: h.map((height): Tile => ({ kind: 'water', height })) },
    { weight: w('spring', 1), arbitrary: h.map((height): Tile => ({ kind: 'spring', height })) },
  );
}

const cardArb: fc.Arbitrary<Card> = fc
  .oneof(
    fc.integer({ min: 1, max: 4 }).map((n) => `${n}-`),
    fc.integer({ min: 1, max: 3 }).map((n) => `${n}/`),
    fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 })).map(([a, b]) => `${a}/${b}-`),
  )
  .map((text) => parseCard(text)!);

export interface LevelArbOptions {
  readonly maxSide?: number;
  readonly maxHeight?: number;
  readonly maxCards?: number;
  readonly maxWarpPairs?: number;
  /** Relative weights of tile kinds (defaults favour flat tiles). */
  readonly weights?: Partial<Record<Tile['kind'], number>>;
}

/**
 * Random valid levels: every tile kind, paired warps, ball and flag on
 * two distinct flat tiles.
 */
export function levelArb(options: LevelArbOptions = {}): fc.Arbitrary<Level> {
  const maxSide = options.maxSide ?? 5;
  const maxHeight = options.maxHeight ?? 2;
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 2, max: maxSide }),
    })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        tiles: fc.array(tileArb(maxHeight, options.weights ?? {}), { minLength: width * height, maxLength: width * height }),
        ball: fc.integer({ min: 0, max: width * height - 1 }),
        flag: fc.integer({ min: 0, max: width * height - 2 }),
        warps: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: maxHeight })), { maxLength: options.maxWarpPairs ?? 2 }),
        cards: fc.array(cardArb, { minLength: 1, maxLength: options.maxCards ?? 4 }),
        bareWarp: fc.boolean(),
      }),
    )
    .map(({ width, height, tiles, ball, flag, warps, cards, bareWarp }): Level => {
      const cells = width * height;
      const t = tiles.slice();
      const flagCell = flag >= ball ? flag + 1 : flag;
      t[ball] = { kind: 'flat', height: (t[ball] as { height?: number }).height ?? 0 };
      t[flagCell] = { kind: 'flat', height: (t[flagCell] as { height?: number }).height ?? 0 };
      const taken = new Set([ball, flagCell]);
      warps.forEach(([a, b, h], i) => {
        const free = [...Array(cells).keys()].filter((c) => !taken.has(c));
        if (free.length < 2) return;
        const first = free[a % free.length]!;
        const rest = free.filter((c) => c !== first);
        const second = rest[b % rest.length]!;
        const pair = bareWarp ? i : i + 5;
        t[first] = { kind: 'warp', height: h, pair };
        t[second] = { kind: 'warp', height: h, pair };
        taken.add(first).add(second);
      });
      return { width, height, tiles: t, ball, flag: flagCell, cards };
    });
}
