import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALENCE, type Level } from '../src/level.js';
import { parse } from '../src/parse.js';
import { cellAt, downBondAt, initialPosition, move, rightBondAt, type Direction, type Position } from '../src/rules.js';
import { corpusFiles, HAVE_CORPUS, readLevel } from './corpus.js';
import { directionsArb, levelTextArb, rotatorLevelArb, splitterColumnArb } from './arbitraries.js';
import { referenceMove, referenceStart } from './reference-rules.js';

/**
 * Checks a position from its raw codes, independently of the rules module: every atom on a floor
 * cell of its own, bonds only towards an existing neighbour, and for every atom its bond counts
 * plus its free electrons equal its valence (so free electrons are never negative).
 * Returns what is wrong, or undefined.
 */
function invariantError(level: Level, pos: Position): string | undefined {
  const { width: w, height: h } = level;
  const n = level.atoms.length;
  if (pos.length !== n) return `position has ${pos.length} atoms, level ${n}`;
  const at = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const cell = cellAt(pos, i);
    if (cell >= w * h) return `atom ${i} is off the grid`;
    if (level.walls[cell] !== 0) return `atom ${i} is on a wall`;
    if (at.has(cell)) return `two atoms on cell ${cell}`;
    at.set(cell, i);
  }
  const bonds = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const cell = cellAt(pos, i);
    const r = rightBondAt(pos, i);
    const d = downBondAt(pos, i);
    if (r > 0) {
      const j = at.get(cell + 1);
      if (cell % w === w - 1 || j === undefined) return `atom ${i} is bonded to the right with no atom there`;
      bonds[i]! += r;
      bonds[j]! += r;
    }
    if (d > 0) {
      const j = at.get(cell + w);
      if (j === undefined) return `atom ${i} is bonded downward with no atom there`;
      bonds[i]! += d;
      bonds[j]! += d;
    }
  }
  for (let i = 0; i < n; i++) {
    const valence = VALENCE['honce'.indexOf(level.atoms[i]!.element)]!;
    const free = valence - bonds[i]!;
    if (free < 0 || free + bonds[i]! !== valence) return `atom ${i} has ${bonds[i]} bonds for valence ${valence}`;
  }
  return undefined;
}

const checkInvariants = (level: Level, pos: Position): void => expect(invariantError(level, pos)).toBeUndefined();

/** Random levels that parse (a few random texts have no room left for the player, so no filter is needed). */
const levelArb = levelTextArb(6).map((text) => parse(text));

describe('rules invariants on random levels and random moves', () => {
  it('keeps valence, walls and single occupancy after every move', () => {
    fc.assert(
      fc.property(levelArb, directionsArb(40), (level, dirs) => {
        let pos = initialPosition(level);
        checkInvariants(level, pos);
        for (const d of dirs) {
          const r = move(level, pos, d);
          if (r.ok) pos = r.position;
          checkInvariants(level, pos);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('moves every atom by at most one cell, rotated parts included (the admissible estimate relies on it)', () => {
    let turned = 0;
    const anyLevel = fc.oneof(
      levelArb,
      rotatorLevelArb(6).map((text) => parse(text)),
    );
    fc.assert(
      fc.property(anyLevel, directionsArb(40), (level, dirs) => {
        const w = level.width;
        let pos = initialPosition(level);
        for (const d of dirs) {
          const r = move(level, pos, d);
          if (!r.ok) continue;
          for (let i = 0; i < pos.length; i++) {
            const a = cellAt(pos, i);
            const b = cellAt(r.position, i);
            const dx = Math.abs((a % w) - (b % w));
            const dy = Math.abs(Math.floor(a / w) - Math.floor(b / w));
            expect(dx + dy).toBeLessThanOrEqual(1);
            if (dx + dy === 1 && (dx === 1) !== (d === 'left' || d === 'right')) turned++;
          }
          pos = r.position;
        }
      }),
      { numRuns: 1000 },
    );
    // Atoms that moved across the move's direction: rotators were met often enough to matter.
    expect(turned).toBeGreaterThan(50);
  });

  it('is deterministic and leaves nothing behind: a refused move changes nothing, the same move gives the same result', () => {
    const stats = { refused: 0, moved: 0 };
    fc.assert(
      fc.property(levelArb, levelArb, directionsArb(30), (level, other, dirs) => {
        let pos = initialPosition(level);
        let otherPos = initialPosition(other);
        for (const d of dirs) {
          const before = pos;
          const first = move(level, pos, d);
          // Interleave moves on another level, then repeat: scratch space must not leak state.
          const o = move(other, otherPos, d);
          if (o.ok) otherPos = o.position;
          const second = move(level, pos, d);
          expect(second).toEqual(first);
          // A copy of the level has fresh scratch space: the same move from the same position must agree.
          expect(move(structuredClone(level), pos, d)).toEqual(first);
          expect(pos).toBe(before);
          // And a move from another position right after must not see leftovers of this one.
          const start = referenceStart(level);
          expect(move(level, start, d)).toEqual(move(structuredClone(level), start, d));
          if (first.ok) {
            stats.moved++;
            pos = first.position;
          } else {
            stats.refused++;
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(stats.refused).toBeGreaterThan(100);
    expect(stats.moved).toBeGreaterThan(100);
  });

  it('agrees with the slow reference rules on every move', () => {
    const seen = { rotations: 0, moves: 0 };
    fc.assert(
      fc.property(levelArb, directionsArb(40), (level, dirs) => {
        let pos = initialPosition(level);
        expect(pos).toBe(referenceStart(level));
        if (level.modifiers.some((m) => m.kind === 'rotate')) seen.rotations++;
        for (const d of dirs) {
          const fast = move(level, pos, d);
          const slow = referenceMove(level, pos, d);
          expect(fast.ok ? fast.position : fast.reason).toBe(slow);
          seen.moves++;
          if (fast.ok) pos = fast.position;
        }
      }),
      { numRuns: 300 },
    );
    expect(seen.rotations).toBeGreaterThan(50);
  });

  it('agrees with the slow reference rules where molecules cross a column of splitters', () => {
    fc.assert(
      fc.property(splitterColumnArb, directionsArb(40), (text, dirs) => {
        const level = parse(text);
        let pos = initialPosition(level);
        expect(pos).toBe(referenceStart(level));
        for (const d of dirs) {
          const fast = move(level, pos, d);
          expect(fast.ok ? fast.position : fast.reason).toBe(referenceMove(level, pos, d));
          if (fast.ok) pos = fast.position;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe.skipIf(!HAVE_CORPUS)('rules invariants on the real levels', () => {
  it('hold, and the fast rules agree with the reference, along random walks on every corpus level', () => {
    const dirs: Direction[] = ['up', 'left', 'down', 'right'];
    let seed = 12345;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const problems: string[] = [];
    for (const file of corpusFiles()) {
      const level = parse(readLevel(file), { file });
      for (let walk = 0; walk < 3; walk++) {
        let pos = initialPosition(level);
        for (let k = 0; k < 40; k++) {
          const d = dirs[next() % 4]!;
          const fast = move(level, pos, d);
          const got = fast.ok ? fast.position : fast.reason;
          if (got !== referenceMove(level, pos, d)) problems.push(`${file}: the rules and the reference differ`);
          if (fast.ok) pos = fast.position;
          const e = invariantError(level, pos);
          if (e !== undefined) problems.push(`${file}: ${e}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
