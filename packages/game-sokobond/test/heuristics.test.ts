import { bfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissibleHeuristic, isDead, isDeadWithoutLookAhead } from '../src/heuristics.js';
import { cuttableAtoms } from '../src/analysis/position.js';
import { parse } from '../src/parse.js';
import type { Level } from '../src/level.js';
import { DIRECTIONS, decode, initialPosition, move, type Position } from '../src/rules.js';
import { problemOf, solve } from '../src/solve.js';
import { directionsArb, levelTextArb, pushRoomArb, recipeLevelArb, rotatorLevelArb, splitterLevelArb } from './arbitraries.js';

/**
 * Along random walks on random levels, every position `isDead` calls dead has no solution that
 * breadth-first search finds (within 20,000 states); and enough positions are called dead for the
 * check to mean something.
 */
function expectDeadOnlyWithoutSolution(levelArb: fc.Arbitrary<Level>, walk: number, numRuns: number): void {
  let dead = 0;
  fc.assert(
    fc.property(levelArb, directionsArb(walk), (level, dirs) => {
      let pos = initialPosition(level);
      for (const d of dirs) {
        const r = move(level, pos, d);
        if (r.ok) pos = r.position;
      }
      if (!isDead(level, pos)) return;
      dead++;
      const r = bfs({ ...problemOf(level), initial: pos }, { maxStates: 20_000 });
      expect(r.status).not.toBe('solved');
    }),
    { numRuns },
  );
  expect(dead).toBeGreaterThan(30);
}

describe('dead positions', () => {
  it('does not call a position dead when new bonds can still pair every free electron', () => {
    // N–h bonded at load (N has 2 free): the two lone h can still bond to N.
    const level = parse(['xxxxxxx', 'x--h--x', 'xNh---x', 'x--h--x', 'xxxxxxx'].join('\n'));
    expect(isDead(level, initialPosition(level))).toBe(false);
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('solved');
  });

  it('calls a position dead when a lone atom can never be pushed beside a side its partner has free', () => {
    // h (top left) sits in a pocket: walls beside and above it, so nothing can push it out. Its
    // only partner, the o bonded to an h above it, can come below it only with its free side down.
    const level = parse(['xxxxxxx', 'xhx-h-x', 'x-x-o-x', 'x---E-x', 'xxxxxxx'].join('\n'));
    expect(isDead(level, initialPosition(level))).toBe(true);
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('exhausted');
  });

  it('calls a position dead when an atom has fewer atoms it is not bonded to left than free electrons', () => {
    // The bond N–h can reach the splitter, so counting free electrons proves nothing; but N needs
    // two new partners and only the other h is not bonded to it (a cut would free a third electron).
    const level = parse(['v2', 'x x x x x x x', '', 'x N h - - h x', '     /', 'x - - - - - x', '', 'x x x x x x x'].join('\n'));
    expect(cuttableAtoms(level, initialPosition(level))[0]).toBe(1);
    expect(isDead(level, initialPosition(level))).toBe(true);
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('exhausted');
  });

  it('never marks a position dead from which breadth-first search still finds a solution', () => {
    const wallHugging = recipeLevelArb(
      6,
      [
        ['E', 'h', 'h'],
        ['E', 'o', 'h', 'h'],
        ['E', 'n', 'h', 'h', 'h'],
        ['O', 'h', 'h'],
      ],
      0,
    );
    const levelArb = fc.oneof(levelTextArb(5), recipeLevelArb(6), wallHugging).map((text) => parse(text));
    expectDeadOnlyWithoutSolution(levelArb, 12, 450);
  });

  it('marks every bond that a splitter cuts later as one that can be cut', () => {
    // Many walls make corridors, where which corner a pair can reach depends on its orientation.
    const levelArb = fc
      .oneof(splitterLevelArb(false), splitterLevelArb(true), splitterLevelArb(false, 16), splitterLevelArb(true, 16))
      .map((text) => parse(text));
    let cuts = 0;
    fc.assert(
      fc.property(levelArb, directionsArb(24), (level, dirs) => {
        const walk: Position[] = [initialPosition(level)];
        for (const d of dirs) {
          const r = move(level, walk[walk.length - 1]!, d);
          if (r.ok) walk.push(r.position);
        }
        // bonds[i]: the bonded pairs of walk[i], as u * n + v with u < v.
        const n = level.atoms.length;
        const bonds = walk.map((p) => {
          const m = decode(level, p);
          const pairs = new Set<number>();
          for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (m.bond[u * n + v]! > 0) pairs.add(u * n + v);
          return pairs;
        });
        for (let i = 0; i < walk.length; i++) {
          const marked = cuttableAtoms(level, walk[i]!);
          for (const p of bonds[i]!) {
            let k = i;
            while (k < walk.length && bonds[k]!.has(p)) k++;
            if (k === walk.length) continue;
            cuts++;
            expect([marked[Math.floor(p / n)], marked[p % n]]).toEqual([1, 1]);
          }
        }
      }),
      { numRuns: 2000 },
    );
    expect(cuts).toBeGreaterThan(100);
  });

  it('never marks a position dead from which breadth-first search still finds a solution, with splitters near the atoms', () => {
    // Splitters beside the atoms, with or without rotators: the test of which bonds can ever be
    // cut (and the pairing and geometry tests it switches on) is exercised here.
    const levelArb = fc.oneof(splitterLevelArb(false), splitterLevelArb(true)).map((text) => parse(text));
    expectDeadOnlyWithoutSolution(levelArb, 14, 400);
  });

  it('never marks a position dead by the look ahead at merged molecules when breadth-first search finds a solution', () => {
    // Walled rooms pushed by a helium player: a nitrogen or oxygen that can be pushed into a
    // pocket it cannot leave once it holds a hydrogen. Only positions that the look-ahead alone
    // calls dead are checked, and there must be enough of them.
    let dead = 0;
    fc.assert(
      fc.property(
        pushRoomArb(6).map((text) => parse(text)),
        directionsArb(24),
        (level, dirs) => {
          let pos = initialPosition(level);
          for (const d of dirs) {
            const r = move(level, pos, d);
            if (r.ok) pos = r.position;
          }
          if (!isDead(level, pos) || isDeadWithoutLookAhead(level, pos)) return;
          dead++;
          const r = bfs({ ...problemOf(level), initial: pos }, { maxStates: 20_000 });
          expect(r.status).not.toBe('solved');
        },
      ),
      { numRuns: 4000 },
    );
    expect(dead).toBeGreaterThan(20);
  });
});

describe('admissible estimate', () => {
  it('counts the moves before the player can push either atom of a pair', () => {
    // The two h are one empty cell apart, but the helium must first walk three cells to touch one.
    const level = parse(['xxxxxxxxx', 'x-------x', 'xE---h-hx', 'x-------x', 'xxxxxxxxx'].join('\n'));
    expect(admissibleHeuristic(level)(initialPosition(level))).toBe(4);
    expect(solve(level, { algorithm: 'bfs' }).result).toMatchObject({ status: 'solved', cost: 4 });
  });

  it('drops by at most one per move, so A* never has to reopen a position', () => {
    let compared = 0;
    const levelArb = fc
      .oneof(levelTextArb(7, true), rotatorLevelArb(6), splitterLevelArb(false), splitterLevelArb(true), pushRoomArb(6))
      .map((text) => parse(text));
    fc.assert(
      fc.property(levelArb, directionsArb(16), (level, dirs) => {
        const h = admissibleHeuristic(level);
        let pos = initialPosition(level);
        for (const d of dirs) {
          const here = h(pos);
          if (here !== Infinity) {
            for (const e of DIRECTIONS) {
              const r = move(level, pos, e);
              if (!r.ok) continue;
              compared++;
              expect(h(r.position)).toBeGreaterThanOrEqual(here - 1);
            }
          }
          const r = move(level, pos, d);
          if (r.ok) pos = r.position;
        }
      }),
      { numRuns: 1000 },
    );
    expect(compared).toBeGreaterThan(2000);
  });
});
