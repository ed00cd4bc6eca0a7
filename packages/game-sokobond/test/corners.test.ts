// Corners (08 - Light Gray/09) has no solution under these rules as transcribed; the argument is in
// the README ("Levels not solved"). This file checks its facts mechanically: which atoms can never
// be pushed alone, which molecule shapes holding a pocket hydrogen can move at all (by enumerating
// every shape the level's atoms can make), that the one that can move never moves sideways nor
// reaches a splitter, and, with the package's own rules, that the hook really forms and drops.
// The shape checks use walls only (an independent oracle, not src/rules.ts): a rigid set of cells
// can move in a direction only if no cell enters a wall and some cell has a pusher's cell behind it
// that is floor and outside the set.
import { describe, expect, it } from 'vitest';
import type { Level } from '../src/level.js';
import { parse } from '../src/parse.js';
import { parseSolution } from '../src/notation.js';
import { cellAt, decode, move, type Direction, type Position } from '../src/rules.js';
import { replaySolution } from '../src/verify.js';
import { HAVE_CORPUS, readLevel } from './corpus.js';

const FILE = '08 - Light Gray/09 - Corners.txt';
const STEPS: ReadonlyArray<readonly [Direction, number, number]> = [
  ['up', 0, -1],
  ['left', -1, 0],
  ['down', 0, 1],
  ['right', 1, 0],
];

type Cell = readonly [number, number];
const floor = (level: Level, [x, y]: Cell): boolean =>
  x >= 0 && y >= 0 && x < level.width && y < level.height && level.walls[y * level.width + x] === 0;
const same = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];
const inSet = (set: readonly Cell[], c: Cell): boolean => set.some((s) => same(s, c));

/** The directions a rigid set of cells can ever be pushed in, judged by the walls alone. */
function pushable(level: Level, set: readonly Cell[]): Direction[] {
  return STEPS.filter(
    ([, dx, dy]) =>
      set.every(([x, y]) => floor(level, [x + dx, y + dy])) &&
      set.some(([x, y]) => floor(level, [x - dx, y - dy]) && !inSet(set, [x - dx, y - dy])),
  ).map(([d]) => d);
}

const neighbours = ([x, y]: Cell): Cell[] => STEPS.map(([, dx, dy]) => [x + dx, y + dy] as const);

/** Every subset of `items` with at most `max` elements. */
function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of out.slice()) if (s.length < max) out.push([...s, item]);
  return out;
}

/**
 * Every set of cells a molecule holding an atom of valence 1 at `anchor` can occupy, given
 * `centres` atoms of valence 3 (the nitrogens) and any number of valence-1 atoms: bonds form a
 * tree on grid neighbours in which only the centres have more than one bond (at most three).
 */
function moleculeShapes(level: Level, anchor: Cell, centres: number): Cell[][] {
  const shapes: Cell[][] = [];
  const open = (c: Cell, taken: readonly Cell[]): boolean => floor(level, c) && !inSet(taken, c);
  for (const first of neighbours(anchor).filter((c) => open(c, [anchor]))) {
    shapes.push([anchor, first]); // a leaf partner: H₂, nothing else can join
    if (centres < 1) continue;
    const chains: Cell[][] = [[first]];
    if (centres >= 2) for (const second of neighbours(first).filter((c) => open(c, [anchor, first]))) chains.push([first, second]);
    for (const chain of chains) {
      const taken: Cell[] = [anchor, ...chain];
      // Leaves on each centre's free sides, three bonds per centre in all.
      const leafOptions = chain.map((c, i) => {
        const used = (i === 0 ? 1 : 0) + (chain.length === 2 ? 1 : 0);
        return subsets(
          neighbours(c).filter((n) => open(n, taken)),
          3 - used,
        );
      });
      const combine = (i: number, acc: Cell[]): void => {
        if (i === chain.length) {
          if (new Set(acc.map(([x, y]) => `${x},${y}`)).size === acc.length) shapes.push([...taken, ...acc]);
          return;
        }
        for (const leaves of leafOptions[i]!) combine(i + 1, [...acc, ...leaves]);
      };
      combine(0, []);
    }
  }
  return shapes;
}

/**
 * Whether a bond between two side-by-side cells of the set could sweep a modifier's corner when the
 * set moves up or down (a bond sweeps a corner only when it moves across its own axis).
 */
function sweepsModifierSliding(level: Level, set: readonly Cell[]): boolean {
  return set.some(([x, y]) => inSet(set, [x + 1, y]) && level.modifiers.some((m) => m.x === x && (m.y === y - 1 || m.y === y)));
}

describe.skipIf(!HAVE_CORPUS)('Corners as transcribed (why it has no solution)', () => {
  const level = HAVE_CORPUS ? parse(readLevel(FILE), { file: FILE }) : undefined!;
  const atomAt = (x: number, y: number) => level.atoms.find((a) => a.x === x && a.y === y);
  const pockets: Cell[] = [
    [1, 1],
    [7, 1],
  ];
  const corners: Cell[] = [
    [1, 7],
    [7, 7],
  ];

  it('has two nitrogens, six hydrogens and heliums, with splitters only around the centre cell', () => {
    const count = (e: string): number => level.atoms.filter((a) => a.element === e).length;
    expect([count('n'), count('h'), count('o') + count('c')]).toEqual([2, 6, 0]);
    expect(level.modifiers.every((m) => m.kind === 'weaken' && m.x >= 3 && m.x <= 4 && m.y >= 3 && m.y <= 4)).toBe(true);
    for (const c of [...pockets, ...corners]) expect(atomAt(...c)?.element).toBe('h');
  });

  it('cannot push a pocket or corner hydrogen alone, nor a side helium out of its column', () => {
    for (const c of [...pockets, ...corners]) expect(pushable(level, [c]), `${c}`).toEqual([]);
    for (const x of [1, 7]) {
      expect(atomAt(x, 4)?.element).toBe('e');
      for (let y = 0; y < level.height; y++) {
        if (!floor(level, [x, y])) continue;
        expect(
          pushable(level, [[x, y]]).filter((d) => d === 'left' || d === 'right'),
          `(${x}, ${y})`,
        ).toEqual([]);
      }
    }
  });

  it('lets a pocket hydrogen move only inside the hook molecule, which then never moves sideways nor reaches a splitter', () => {
    for (const pocket of pockets) {
      const side = pocket[0] === 1 ? 1 : -1; // towards the room
      const [px] = pocket;
      const hook: Cell[] = [
        [px, 2],
        [px, 3],
        [px + side, 3],
      ];
      const shapes = moleculeShapes(level, pocket, 2);
      expect(shapes.length).toBeGreaterThan(10);
      const movable = shapes.filter((s) => pushable(level, s).length > 0);
      expect(movable.length).toBeGreaterThan(0);
      for (const shape of movable) {
        // Both nitrogens (the cells below the pocket) and the hydrogen pushed from above it.
        expect(
          hook.every((c) => inSet(shape, c)),
          JSON.stringify(shape),
        ).toBe(true);
        expect(inSet(shape, [px + side, 2])).toBe(false);
        expect(pushable(level, shape)).toEqual(['down']);
        // Wherever it slides in its column, it can never be pushed sideways or near a splitter.
        for (let dy = 0; shape.every(([x, y]) => floor(level, [x, y + dy])); dy++) {
          const moved = shape.map(([x, y]) => [x, y + dy] as const);
          expect(pushable(level, moved).filter((d) => d === 'left' || d === 'right')).toEqual([]);
          expect(sweepsModifierSliding(level, moved)).toBe(false);
        }
      }
    }
  });

  it('forms the hook with these rules, drops it out of the pocket, and then it only slides down its column', () => {
    // 24 moves found by a subgoal search (README) build h₀–N–N–h in the left column; then the player
    // walks to (2, 2) (WA) and pushes the hydrogen at (2, 3) down (S): the pocket hydrogen drops.
    const HOOK = 'WDWAAASSSDWDDSAASAWWDDWA';
    const replay = replaySolution(level, parseSolution(`${HOOK}WAS`), { blocked: 'refuse' });
    expect(replay.blocked).toEqual([]);
    const hooked = replay.positions[HOOK.length]!;
    const after = replay.positions.at(-1)!;
    const h0 = level.atoms.findIndex((a) => a.x === 1 && a.y === 1);
    const player = level.atoms.findIndex((a) => a.player);
    const nitrogens = level.atoms.flatMap((a, i) => (a.element === 'n' ? [i] : []));
    const cellOf = (i: number, p: Position): Cell => {
      const c = cellAt(p, i);
      return [c % level.width, Math.floor(c / level.width)];
    };
    expect(nitrogens.map((i) => cellOf(i, hooked)).sort()).toEqual([
      [1, 2],
      [1, 3],
    ]);
    const m = decode(level, hooked);
    expect(level.atoms.filter((_, j) => m.bond[h0 * m.n + j]! > 0)).toHaveLength(1);
    expect(cellOf(player, replay.positions.at(-2)!)).toEqual([2, 2]);
    expect(cellOf(h0, after)).toEqual([1, 2]);
    // From any cell around it, a push left or right into the molecule is refused or misses it.
    for (const d of ['left', 'right'] as const) {
      for (let i = 0; i < level.atoms.length; i++) {
        if (i === player) continue;
        const [x, y] = cellOf(i, after);
        const stand: Cell = [x - (d === 'right' ? 1 : -1), y];
        if (!floor(level, stand)) continue;
        const occupied = level.atoms.some((_, j) => j !== player && same(cellOf(j, after), stand));
        if (occupied) continue;
        const p = after.slice(0, player) + String.fromCharCode((stand[1] * level.width + stand[0]) * 16) + after.slice(player + 1);
        const r = move(level, p, d);
        if (r.ok) expect(cellOf(h0, r.position)).toEqual([1, 2]);
      }
    }
  });
});
