import fc from 'fast-check';
import { hintDisagreement, replayDisagreement, replaySteps } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import type { KeyMazeState, Level, Move } from '../../src/level.js';
import { parse } from '../../src/parse.js';
import { plugin } from '../../src/plugin.js';
import { SAMPLES } from '../../src/samples.js';
import { decodeState, KeyMazeSearchState } from '../../src/state.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved!, solveFrom: plugin.solveFrom! };
const levels = SAMPLES.map((s) => parse(s.text));
const movesIn = (level: Level): Move[] => level.robots.flatMap((_, robot) => level.keys.map((key) => ({ robot, key })));
const key = (s: KeyMazeState): number => s;
const caseArb = fc
  .integer({ min: 0, max: levels.length - 1 })
  .chain((i) => fc.tuple(fc.constant(i), fc.array(fc.constantFrom(...movesIn(levels[i]!)), { maxLength: 6 })));

describe('play: one replay, hints', () => {
  it('the one replay agrees with verify and replay on random moves', () => {
    fc.assert(
      fc.property(caseArb, ([i, moves]) => {
        expect(replayDisagreement(playable, levels[i]!, moves, key)).toBeUndefined();
      }),
    );
  });

  it('a hint from any position reached solves it: a key maze has no dead ends (BFS oracle)', () => {
    fc.assert(
      fc.property(caseArb, ([i, prefix]) => {
        const level = levels[i]!;
        expect(hintDisagreement(playable, level, prefix, () => movesIn(level), key).solvable).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('the hint from a position on a shortest solution is the rest of it, in steps', () => {
    for (const level of levels) {
      const full = plugin.solve(level);
      const total = full.result.status === 'solved' ? full.result.cost : Number.NaN;
      const moves = plugin.parseSolution(full.solution ?? '', level);
      const states = replaySteps(playable, level, moves).states;
      let walked = 0;
      for (let k = 0; k <= moves.length; k++) {
        const hint = playable.solveFrom(level, states[k]!);
        expect(hint.result.status === 'solved' && hint.result.cost).toBe(total - walked);
        const { robots, held } = decodeState(level, states[k]!);
        const next = moves[k] === undefined ? undefined : new KeyMazeSearchState(level, robots, held).play(moves[k]!);
        if (typeof next === 'object' && next !== null) walked += next.steps;
      }
    }
  });
});
