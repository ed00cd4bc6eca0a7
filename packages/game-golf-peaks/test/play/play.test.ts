import fc from 'fast-check';
import { hintDisagreement, replayDisagreement, replaySteps } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import type { Direction, Level, Move } from '../../src/level.js';
import { parse } from '../../src/parse.js';
import { plugin } from '../../src/plugin.js';
import { SAMPLES } from '../../src/samples.js';
import type { GolfState } from '../../src/state.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved!, solveFrom: plugin.solveFrom! };
const levels = SAMPLES.map((s) => parse(s.text));
const DIRS: readonly Direction[] = [0, 1, 2, 3];
const movesOf = (s: GolfState): readonly Move[] => s.hand.flatMap((card) => DIRS.map((direction) => ({ card, direction })));
const key = (s: GolfState): string => `${s.ball} ${s.lastSafe} ${s.hand.map((c) => c.label).join(',')}`;
/** Moves over the level's cards (some of them played twice, which is illegal). */
const movesArb = (level: Level) =>
  fc.array(fc.record({ card: fc.constantFrom(...level.cards), direction: fc.constantFrom(...DIRS) }), {
    maxLength: level.cards.length + 1,
  });
const caseArb = fc.integer({ min: 0, max: levels.length - 1 }).chain((i) => fc.tuple(fc.constant(i), movesArb(levels[i]!)));

describe('play: one replay, hints', () => {
  it('the one replay agrees with verify and replay on random moves', () => {
    fc.assert(
      fc.property(caseArb, ([i, moves]) => {
        expect(replayDisagreement(playable, levels[i]!, moves, key)).toBeUndefined();
      }),
    );
  });

  it('a hint from any position solves exactly when the position can still be solved (BFS oracle)', () => {
    const seen = { dead: 0, alive: 0 };
    fc.assert(
      fc.property(caseArb, ([i, prefix]) => {
        const { solvable: oracle, fault } = hintDisagreement(playable, levels[i]!, prefix, movesOf, key);
        expect(fault).toBeUndefined();
        if (oracle === false) seen.dead++;
        else if (oracle === true) seen.alive++;
      }),
      { numRuns: 80 },
    );
    expect(seen.dead).toBeGreaterThan(0);
    expect(seen.alive).toBeGreaterThan(0);
  });

  it('the hint from a position on a shortest solution is the rest of it', () => {
    for (const level of levels) {
      const full = plugin.solve(level);
      const moves = plugin.parseSolution(full.solution ?? '', level);
      for (let k = 0; k <= moves.length; k++) {
        const state = replaySteps(playable, level, moves.slice(0, k)).states[k]!;
        const hint = playable.solveFrom(level, state);
        expect(hint.result.status === 'solved' && hint.result.cost).toBe(moves.length - k);
      }
    }
  });
});
