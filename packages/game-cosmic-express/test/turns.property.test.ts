import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GRID_TURNS, inverseTurn, turnCell, type GridTurn } from '@puzzle-solvers/game-kit';
import { dfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '../src/level.js';
import { readDrawing } from '../src/notation.js';
import { parse } from '../src/parse.js';
import { MOVES, TrainState } from '../src/rules.js';
import { solve } from '../src/solve.js';
import { expand } from '../src/state.js';
import { verify } from '../src/verify.js';
import { gridText, jsonText, openGridText, pairedGridText, roomyGridText } from './arbitraries/level.js';
import { turnLevel, turnMove } from './helpers/turns.js';

// The rules and the pruning know no favourite direction: a level turned or mirrored plays the
// same, move for move, turned. The random levels put the entrance on the left wall and the exit on
// the right one; turned, they come in from every side, which is where a pruning test written with
// one side in mind would go wrong.

const turnArb = fc.constantFrom(...GRID_TURNS.slice(1));
const levelText = fc.oneof(gridText, pairedGridText, pairedGridText, jsonText);

/** What a state holds, with its cells turned: the same for a state and its turned twin. */
function summary(level: Level, s: TrainState, turn: GridTurn) {
  const at = (c: number) => (c < 0 ? c : turnCell(turn, level.width, level.height, c));
  return {
    path: s.path().map(at),
    delivered: s.delivered,
    done: s.done,
    aliens: level.aliens.map((_, i) => s.alienStatus(i)),
    houses: level.houses.map((_, i) => s.houseFilled(i)),
    cars: Array.from({ length: level.cars }, (_, k) => [s.carAlien(k), s.carGoo(k), at(s.carCell(k + 1))]),
  };
}

/** Whether some track solves the level: a plain depth-first search, no pruning. */
function solvable(level: Level): 'solved' | 'exhausted' | 'limit' {
  const problem = {
    initial: TrainState.initial(level),
    expand,
    isGoal: (s: TrainState) => s.isSolved(),
    isValid: (s: TrainState) => !s.done || s.isSolved(),
  };
  return dfs(problem, { tree: true, cycleCheck: 'none', maxExpansions: 200_000 }).status as 'solved' | 'exhausted' | 'limit';
}

describe('a turned level', () => {
  it('plays every move the same way, turned: the same track, cars, aliens and houses', () => {
    fc.assert(
      fc.property(levelText, turnArb, fc.array(fc.nat(11), { minLength: 1, maxLength: 40 }), (text, turn, choices) => {
        const level = parse(text);
        const turned = turnLevel(turn, level);
        let s = TrainState.initial(level);
        let t = TrainState.initial(turned);
        const id = GRID_TURNS[0]!;
        expect(summary(turned, t, id)).toEqual(summary(level, s, turn));
        for (const c of choices) {
          // Every move is tried on both, legal or not; the walk goes on with a legal one.
          for (const m of MOVES) {
            const a = s.step(MOVES.indexOf(m));
            const b = t.step(MOVES.indexOf(turnMove(turn, m)));
            expect(b.ok).toBe(a.ok);
            if (!a.ok && !b.ok) expect(b.reason).toBe(a.reason);
          }
          const legal = MOVES.filter((m) => s.target(MOVES.indexOf(m)) >= 0);
          if (legal.length === 0) break;
          const m = legal[c % legal.length]!;
          s = (s.step(MOVES.indexOf(m)) as { state: TrainState }).state;
          t = (t.step(MOVES.indexOf(turnMove(turn, m))) as { state: TrainState }).state;
          expect(summary(turned, t, id)).toEqual(summary(level, s, turn));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is solved exactly when the unpruned search solves it, coming in from every side', () => {
    const seen = { solved: 0, exhausted: 0 };
    fc.assert(
      fc.property(pairedGridText, turnArb, (text, turn) => {
        const level = parse(text);
        const truth = solvable(level);
        fc.pre(truth !== 'limit');
        const turned = turnLevel(turn, level);
        expect(solvable(turned)).toBe(truth);
        for (const algorithm of ['lds', 'dfs'])
          expect(solve(turned, { algorithm, maxExpansions: 200_000 }).result.status, algorithm).toBe(truth);
        seen[truth]++;
      }),
      { numRuns: 150 },
    );
    expect(seen.solved).toBeGreaterThan(10);
    expect(seen.exhausted).toBeGreaterThan(10);
  });

  it('turned a quarter, half or three-quarter turn, is searched move for move the same by the default solver', () => {
    // The default order breaks its last ties by the turn a move makes (straight on, right, left),
    // not by compass direction, so a rotation changes nothing but the directions. The first move
    // turns relative to the heading the train comes in with; on open levels it is a real choice.
    const rotations = GRID_TURNS.filter((t) => t.name === 'quarter' || t.name === 'half' || t.name === 'three-quarters');
    let searched = 0;
    fc.assert(
      fc.property(fc.oneof(pairedGridText, roomyGridText, roomyGridText, openGridText), fc.constantFrom(...rotations), (text, turn) => {
        const level = parse(text);
        const plain = solve(level, { maxExpansions: 5_000 });
        const turned = solve(turnLevel(turn, level), { maxExpansions: 5_000 });
        expect(turned.result.status).toBe(plain.result.status);
        expect(turned.result.stats.expanded).toBe(plain.result.stats.expanded);
        if (plain.result.status === 'solved') expect(turned.result.moves).toEqual(plain.result.moves!.map((m) => turnMove(turn, m)));
        if (plain.result.stats.expanded > 20) searched++;
      }),
      { numRuns: 400 },
    );
    expect(searched).toBeGreaterThan(20);
  });

  it('has a shortest track as long, and the turned track turned back solves the level', () => {
    fc.assert(
      fc.property(pairedGridText, turnArb, (text, turn) => {
        const level = parse(text);
        const plain = solve(level, { algorithm: 'iddfs', maxExpansions: 200_000 });
        fc.pre(plain.result.status === 'solved');
        const turned = turnLevel(turn, level);
        const other = solve(turned, { algorithm: 'iddfs', maxExpansions: 200_000 });
        expect(other.result.status).toBe('solved');
        expect(other.result.moves!.length).toBe(plain.result.moves!.length);
        expect(turnLevel(inverseTurn(turn), turned)).toEqual(level);
        expect(
          verify(
            level,
            other.result.moves!.map((m) => turnMove(inverseTurn(turn), m)),
          ),
        ).toMatchObject({ valid: true });
      }),
      { numRuns: 60 },
    );
  });
});

const dir = fileURLToPath(new URL('../../../../shared/levels/cosmic-express/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`\n*** cosmic-express corpus not found at ${dir}: turned-corpus tests SKIPPED ***\n`);

describe.skipIf(!present)('the Cosmic Express corpus, turned', () => {
  it('replays every known board, turned, on every turn of its level', () => {
    const known: Record<string, string[]> = JSON.parse(readFileSync(`${dir}solutions.json`, 'utf8'));
    let replayed = 0;
    for (const [file, boards] of Object.entries(known)) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      for (const board of boards) {
        const moves = readDrawing(level, board);
        for (const turn of GRID_TURNS) {
          expect(
            verify(
              turnLevel(turn, level),
              moves.map((m) => turnMove(turn, m)),
            ),
            `${file} ${turn.name}`,
          ).toMatchObject({ valid: true });
          replayed++;
        }
      }
    }
    expect(replayed).toBe(66 * GRID_TURNS.length);
  });
});
