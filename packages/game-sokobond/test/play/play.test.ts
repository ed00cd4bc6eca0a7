import fc from 'fast-check';
import { hintDisagreement, replayDisagreement, replaySteps } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { levelAt } from '../../src/play/level-at.js';
import { plugin } from '../../src/plugin.js';
import { DIRECTIONS, initialPosition, type Direction } from '../../src/rules.js';
import { SAMPLES } from '../../src/samples.js';
import { solve } from '../../src/solve.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved!, solveFrom: plugin.solveFrom! };
const levels = SAMPLES.map((s) => parse(s.text));
const movesOf = (): readonly Direction[] => DIRECTIONS;
const key = (p: string): string => p;
const movesArb = fc.array(fc.constantFrom(...DIRECTIONS), { maxLength: 14 });

describe('play: one replay, blocked moves, hints', () => {
  it('replays WWADD on the water sample with the second W blocked, and solves it', () => {
    const level = levels[0]!;
    const r = replaySteps(playable, level, plugin.parseSolution('WWADD', level));
    expect(r.blocked).toEqual([{ step: 1, reason: 'an atom would enter a wall' }]);
    expect(r.states.length).toBe(r.solvedAfter === undefined ? 6 : r.solvedAfter + 1);
    expect(plugin.replay(level, plugin.parseSolution('WWADD', level))).toEqual(r.states);
    expect(plugin.verify(level, 'WWADD').valid).toBe(r.solvedAfter !== undefined);
  });

  it('the one replay agrees with verify and replay on random moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), movesArb, (i, moves) => {
        expect(replayDisagreement(playable, levels[i]!, moves, key)).toBeUndefined();
      }),
    );
  });

  it('a level made at a position starts there and keeps the board', () => {
    const level = levels[1]!;
    const r = replaySteps(playable, level, ['down', 'right']);
    const at = levelAt(level, r.states[2]!);
    expect(initialPosition(at)).toBe(r.states[2]);
    expect(at.walls).toBe(level.walls);
    expect(() => levelAt(level, 'x')).toThrow(RangeError);
  });

  it('a hint from any position solves exactly when a position can still be solved (BFS oracle)', () => {
    const seen = { dead: 0, alive: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), movesArb, (i, prefix) => {
        const { solvable: oracle, fault } = hintDisagreement(playable, levels[i]!, prefix, movesOf, key);
        expect(fault).toBeUndefined();
        if (oracle === false) seen.dead++;
        else if (oracle === true) seen.alive++;
      }),
      { numRuns: 60 },
    );
    // The random prefixes reach dead ends as well as live positions.
    expect(seen.dead).toBeGreaterThan(0);
    expect(seen.alive).toBeGreaterThan(0);
  });

  it('the optimal hint from a position on a shortest solution is the rest of it', () => {
    for (const level of levels) {
      const full = solve(level, { algorithm: 'optimal' });
      expect(full.result.status).toBe('solved');
      const moves = plugin.parseSolution(full.solution ?? '', level);
      for (let k = 0; k <= moves.length; k++) {
        const state = replaySteps(playable, level, moves.slice(0, k)).states[k]!;
        const hint = playable.solveFrom(level, state, { algorithm: 'optimal' });
        expect(hint.result.status === 'solved' && hint.result.cost).toBe(moves.length - k);
      }
    }
  });
});
