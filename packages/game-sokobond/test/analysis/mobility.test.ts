import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Mobility, type Reach } from '../../src/analysis/mobility.js';
import { parse } from '../../src/parse.js';
import { SIDE_X, SIDE_Y, decode, initialPosition, move, type Position } from '../../src/rules.js';
import type { Level } from '../../src/level.js';
import { directionsArb, levelTextArb, recipeLevelArb } from '../arbitraries.js';
import { level as levelOf } from '../helpers.js';

/** Molecules of a position as sorted atom lists, with a copy of the atoms' cells. */
function molecules(level: Level, pos: Position): { groups: number[][]; x: Int32Array; y: Int32Array; player: number } {
  const m = decode(level, pos);
  const seen = new Uint8Array(m.n);
  const groups: number[][] = [];
  for (let i = 0; i < m.n; i++) {
    if (seen[i]) continue;
    const group = [i];
    seen[i] = 1;
    for (let k = 0; k < group.length; k++) {
      for (let j = 0; j < m.n; j++) {
        if (!seen[j] && m.bond[group[k]! * m.n + j]! > 0) {
          seen[j] = 1;
          group.push(j);
        }
      }
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return { groups, x: m.x.slice(), y: m.y.slice(), player: m.player };
}

/** The reachable anchor cells. */
const cellsOf = (reach: Reach): Set<number> => new Set(reach.cells);

/** Levels whose molecules keep their shape: no `/` and no `@`. */
const rigidLevelArb = fc
  .oneof(
    levelTextArb(6),
    recipeLevelArb(7),
    recipeLevelArb(
      6,
      [
        ['E', 'h', 'h'],
        ['E', 'o', 'h', 'h'],
        ['E', 'n', 'h', 'h', 'h'],
      ],
      0,
    ),
  )
  .map((text) => parse(text))
  .filter((level) => level.modifiers.every((m) => m.kind === 'strengthen'));

describe('Mobility', () => {
  it('contains every later placement of a molecule; while unbonded and not the player’s, every pushed one', () => {
    let moved = 0;
    fc.assert(
      fc.property(rigidLevelArb, directionsArb(25), (level, dirs) => {
        const mobility = new Mobility(level);
        const w = level.width;
        let pos = initialPosition(level);
        const start = molecules(level, pos);
        const tracked = start.groups.map((group) => {
          const members = Int32Array.from(group);
          const pushed = !group.includes(start.player);
          return {
            group,
            anywhere: cellsOf(mobility.reachable(members, members.length, start.x, start.y, false)),
            byPushes: pushed ? cellsOf(mobility.reachable(members, members.length, start.x, start.y, true)) : undefined,
            unchanged: true,
            dx: group.map((a) => start.x[a]! - start.x[group[0]!]!),
            dy: group.map((a) => start.y[a]! - start.y[group[0]!]!),
          };
        });
        for (const d of dirs) {
          const r = move(level, pos, d);
          if (!r.ok) continue;
          pos = r.position;
          const now = molecules(level, pos);
          for (const t of tracked) {
            const anchor = t.group[0]!;
            const cell = now.y[anchor]! * w + now.x[anchor]!;
            // Same shape, and a placement reachable between the walls.
            t.group.forEach((a, i) => {
              expect(now.x[a]! - now.x[anchor]!).toBe(t.dx[i]);
              expect(now.y[a]! - now.y[anchor]!).toBe(t.dy[i]);
            });
            expect(t.anywhere.has(cell)).toBe(true);
            const same = now.groups.find((g) => g.includes(anchor))!;
            t.unchanged &&= same.length === t.group.length;
            if (t.unchanged && t.byPushes !== undefined) {
              if (cell !== start.y[anchor]! * w + start.x[anchor]!) moved++;
              expect(t.byPushes.has(cell)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
    expect(moved).toBeGreaterThan(50);
  });

  it('reaches the same placements from every placement it reaches, when who pushes is ignored', () => {
    // Why one record may serve every start it holds: the moves between placements go both ways.
    fc.assert(
      fc.property(rigidLevelArb, fc.nat(), (level, pick) => {
        const w = level.width;
        const start = molecules(level, initialPosition(level));
        for (const group of start.groups) {
          const members = Int32Array.from(group);
          const here = [...new Mobility(level).reachable(members, members.length, start.x, start.y, false).cells];
          const cell = here[pick % here.length]!;
          const x = start.x.slice();
          const y = start.y.slice();
          const sx = (cell % w) - x[group[0]!]!;
          const sy = Math.floor(cell / w) - y[group[0]!]!;
          for (const a of group) {
            x[a] = x[a]! + sx;
            y[a] = y[a]! + sy;
          }
          const there = [...new Mobility(level).reachable(members, members.length, x, y, false).cells];
          expect(there.sort((p, q) => p - q)).toEqual(here.sort((p, q) => p - q));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('walks a lone atom as the plain breadth-first search does, cell for cell and in its order', () => {
    // Lone atoms have a walk of their own (no shape to fit); callers read the cells in order.
    const oracle = (level: Level, start: number, pushed: boolean): number[] => {
      const { width: w, height: h, walls } = level;
      const floor = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && walls[y * w + x] === 0;
      const order = [start];
      const seen = new Set(order);
      for (let k = 0; k < order.length; k++) {
        const cx = order[k]! % w;
        const cy = Math.floor(order[k]! / w);
        for (let d = 0; d < 4; d++) {
          const nx = cx + SIDE_X[d]!;
          const ny = cy + SIDE_Y[d]!;
          if (!floor(nx, ny) || seen.has(ny * w + nx)) continue;
          if (pushed && !floor(cx - SIDE_X[d]!, cy - SIDE_Y[d]!)) continue;
          seen.add(ny * w + nx);
          order.push(ny * w + nx);
        }
      }
      return order;
    };
    fc.assert(
      fc.property(rigidLevelArb, fc.nat(), fc.boolean(), (level, pick, pushed) => {
        const floors = [...level.walls.keys()].filter((c) => level.walls[c] === 0);
        const start = floors[pick % floors.length]!;
        const w = level.width;
        const x = Int32Array.of(start % w);
        const y = Int32Array.of(Math.floor(start / w));
        const reach = new Mobility(level).reachable(Int32Array.of(0), 1, x, y, pushed);
        expect([...reach.cells]).toEqual(oracle(level, start, pushed));
        expect([...reach.xs]).toEqual([...reach.cells].map((c) => c % w));
        expect(reach.cells.every((c) => reach.at[c] === 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('tells whether two reaches hold placements that far apart, row by row as cell by cell', () => {
    fc.assert(
      fc.property(
        rigidLevelArb,
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })), { minLength: 1, maxLength: 8 }),
        (level, pushed, shifts) => {
          const w = level.width;
          const start = molecules(level, initialPosition(level));
          const mobility = new Mobility(level);
          const reaches = start.groups.map((g) => mobility.reachable(Int32Array.from(g), g.length, start.x, start.y, pushed));
          for (const ru of reaches) {
            for (const rv of reaches) {
              const there = new Set(rv.cells);
              for (const [sx, sy] of shifts) {
                const naive = [...ru.cells].some((c) => {
                  const ax = (c % w) + sx;
                  const ay = Math.floor(c / w) + sy;
                  return ax >= 0 && ay >= 0 && ax < w && ay < level.height && there.has(ay * w + ax);
                });
                expect(mobility.meets(ru, rv, sx, sy)).toBe(naive);
                // Without the rows (levels over 31 cells wide), cell by cell.
                expect(mobility.meets({ ...ru, rows: undefined }, rv, sx, sy)).toBe(naive);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a lone atom in a corridor it cannot be pushed out of', () => {
    const level = levelOf('xxxxxxx', 'x-----x', 'xhx---x', 'x-x-E-x', 'xxxxxxx');
    const mobility = new Mobility(level);
    const m = decode(level, initialPosition(level));
    const h = level.atoms.findIndex((a) => a.element === 'h');
    const cells = [...mobility.reachable(Int32Array.of(h), 1, m.x, m.y, true).cells].map((c) => [
      c % level.width,
      Math.floor(c / level.width),
    ]);
    // Up and down its column only: even at the top, the wall behind it leaves nowhere to push from.
    expect(cells.sort()).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    // Ignoring who pushes, every floor cell would do.
    expect(mobility.reachable(Int32Array.of(h), 1, m.x, m.y, false).cells.length).toBe(13);
  });
});

describe('which bonds can ever be cut', () => {
  // A corridor along row 1 turns down into a shaft at x = 4; a splitter sits beside the shaft,
  // at the corner between (3, 2), (4, 2), (3, 3) and (4, 3).
  const lvl = levelOf(
    'v2',
    'x x x x x x',
    '',
    'x O h - - x',
    '',
    'x x x x - x',
    '       /',
    'x x x x - x',
    '',
    'x x x x - x',
    '',
    'x x x x x x',
  );

  it('finds no splitter for a pair that moves only as one and cannot leave the corridor', () => {
    expect(new Mobility(lvl).pairCanCut(1, 1, 2, 1, false)).toBe(false);
  });

  it('finds the splitter once the pair may turn into the shaft (levels with rotators)', () => {
    expect(new Mobility(lvl).pairCanCut(1, 1, 2, 1, true)).toBe(true);
  });

  it('finds a splitter beside the pair where it stands', () => {
    expect(new Mobility(lvl).pairCanCut(4, 2, 4, 3, false)).toBe(true);
  });
});
