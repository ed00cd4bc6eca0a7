import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSolution,
  parse,
  parseSolution,
  playCard,
  solve,
  verify,
  type BallPosition,
  type CardOutcome,
  type Direction,
  type Level,
} from '../src/index.js';
import { levelArb } from './arbitraries/level.js';
import { GRID_TURNS, inverseTurn, turnCell, turnDirection, type GridTurn } from '@puzzle-solvers/game-kit';
import { turnLevel, turnMove } from './helpers/turns.js';

// The rules know no favourite direction: a level turned or mirrored plays the same, move for move.
// A rule written for one side only (a slope, belt or angle handled right one way and wrong
// another) shows here even when no level of the corpus has that tile facing that way.

const turnArb = fc.constantFrom(...GRID_TURNS.slice(1));

/** Levels where slides, slopes, angles and warps are common (long card effects). */
const busy = levelArb({
  maxSide: 5,
  maxHeight: 2,
  maxWarpPairs: 2,
  weights: { belt: 4, ice: 4, 'ice-angle': 3, angle: 3, slope: 4, spring: 2, water: 2, sand: 1, quicksand: 1, flat: 4, void: 1 },
});

function turnOutcome(turn: GridTurn, level: Level, o: CardOutcome): CardOutcome {
  if (!o.ok) return o;
  const at = (c: number) => turnCell(turn, level.width, level.height, c);
  return { ok: true, ball: at(o.ball), lastSafe: at(o.lastSafe) };
}

describe('a turned level', () => {
  it('plays every card the same way, turned, from every cell', () => {
    const seen = { ok: 0, fail: 0 };
    fc.assert(
      fc.property(busy, turnArb, (level, turn) => {
        const turned = turnLevel(turn, level);
        const cells = level.width * level.height;
        const at = (c: number) => turnCell(turn, level.width, level.height, c);
        // Every outcome of this level, labelled, compared at the end in one assertion (an expect
        // per card play cost more than the play).
        const got: unknown[] = [];
        const want: unknown[] = [];
        for (let c = 0; c < cells; c++) {
          if (level.tiles[c]!.kind === 'void') continue;
          // As the last safe cell: the cell itself, and the start (where water sends the ball back).
          for (const lastSafe of [c, level.ball]) {
            const from: BallPosition = { ball: c, lastSafe };
            const turnedFrom: BallPosition = { ball: at(c), lastSafe: at(lastSafe) };
            for (const card of level.cards) {
              for (let d = 0; d < 4; d++) {
                const o = playCard(level, from, card, d as Direction);
                const label = `cell ${c}, last safe ${lastSafe}, card ${card.label}, direction ${d}`;
                got.push([label, playCard(turned, turnedFrom, card, turnDirection(turn, d as Direction))]);
                want.push([label, turnOutcome(turn, level, o)]);
                seen[o.ok ? 'ok' : 'fail']++;
              }
            }
          }
        }
        expect(got).toEqual(want);
      }),
      { numRuns: 150 },
    );
    expect(seen.ok).toBeGreaterThan(1000);
    expect(seen.fail).toBeGreaterThan(1000);
  });

  it('needs as many cards, and its solution turned back solves the level', () => {
    fc.assert(
      fc.property(levelArb({ maxSide: 5, maxCards: 5, maxWarpPairs: 2 }), turnArb, (level, turn) => {
        const plain = solve(level);
        const turned = turnLevel(turn, level);
        const other = solve(turned);
        expect(other.result.status).toBe(plain.result.status);
        if (other.result.status !== 'solved') return;
        expect(other.result.cost).toBe(plain.result.cost);
        expect(turnLevel(inverseTurn(turn), turned)).toEqual(level);
        expect(
          verify(
            level,
            other.result.moves.map((m) => turnMove(inverseTurn(turn), m)),
          ).valid,
        ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

const dir = fileURLToPath(new URL('../../../../shared/levels/golf-peaks/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`\n*** golf-peaks corpus not found at ${dir}: turned-corpus tests SKIPPED ***\n`);

describe.skipIf(!present)('the Golf Peaks corpus, turned', () => {
  const files = present
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];
  const known: Record<string, string[]> = present ? JSON.parse(readFileSync(`${dir}solutions.json`, 'utf8')) : {};
  const solutionsOf = (file: string) => (known[file] ?? []).filter((s) => s.trim() !== '' && !s.trim().startsWith('#'));

  it('replays every known solution, turned, on every turn of its level', () => {
    const failures: string[] = [];
    let replayed = 0;
    for (const file of files) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      for (const turn of GRID_TURNS) {
        const turned = turnLevel(turn, level);
        for (const solution of solutionsOf(file)) {
          const moves = formatSolution(parseSolution(solution).map((m) => turnMove(turn, m)));
          const v = verify(turned, moves);
          if (v.valid) replayed++;
          else failures.push(`${file} ${turn.name} "${moves}": step ${v.step}: ${v.reason}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(replayed).toBe(175 * GRID_TURNS.length);
  });

  it('solves every level, in every turn, with as few cards as the shortest known solution', () => {
    const turns = GRID_TURNS.slice(1);
    for (const file of files) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      const shortest = Math.min(...solutionsOf(file).map((s) => s.trim().split(/\s+/).length));
      for (const turn of turns) {
        const turned = turnLevel(turn, level);
        const { result, solution } = solve(turned, { timeoutMs: 10_000 });
        expect(result.status, `${file} ${turn.name}`).toBe('solved');
        expect(verify(turned, solution!).valid, `${file} ${turn.name}`).toBe(true);
        expect(result.cost, `${file} ${turn.name}`).toBe(shortest);
      }
    }
  });
});
