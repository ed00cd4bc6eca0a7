import fc from 'fast-check';
import { hintDisagreement, replayDisagreement, replaySteps, solvableByBfs } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import type { BallState, Move } from '../../src/level.js';
import { parse } from '../../src/parse.js';
import { levelAt } from '../../src/play/level-at.js';
import { plugin } from '../../src/plugin.js';
import { SAMPLES } from '../../src/samples.js';
import { initialState } from '../../src/state.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved!, solveFrom: plugin.solveFrom! };
// The small samples: the BFS oracle covers their whole state space.
const levels = [parse(SAMPLES[1]!.text), parse(SAMPLES[3]!.text), parse('2\n1\nABB\nBAA\n')];
const pairs = (n: number): Move[] => Array.from({ length: n * n }, (_, k) => ({ from: Math.floor(k / n), to: k % n }));
const movesOf = (s: BallState): readonly Move[] => pairs(s.length);
const key = (s: BallState): string => s.join(',');
const prefixArb = (n: number) =>
  fc.array(fc.record({ from: fc.integer({ min: 0, max: n }), to: fc.integer({ min: 0, max: n }) }), { maxLength: 10 });

describe('play: one replay, hints', () => {
  it('the one replay agrees with verify and replay on random moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), prefixArb(5), (i, moves) => {
        expect(replayDisagreement(playable, levels[i]!, moves, key)).toBeUndefined();
      }),
    );
  });

  it('a level made at a state starts there', () => {
    const level = levels[0]!;
    const after = replaySteps(playable, level, [{ from: 0, to: 2 }]).states[1]!;
    expect(initialState(levelAt(level, after))).toEqual(after);
    expect(() => levelAt(level, [0])).toThrow(RangeError);
  });

  it('a hint from any position solves exactly when the position can still be solved (BFS oracle)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), prefixArb(3), (i, prefix) => {
        expect(hintDisagreement(playable, levels[i]!, prefix, movesOf, key).solvable).toBeDefined();
      }),
      { numRuns: 40 },
    );
  });

  it('says exhausted at every dead end of a level that has some, and solves from every other state', () => {
    // A level found by search: solvable, and three of its 107 states reachable are dead ends.
    const level = parse('{"capacity":3,"tubes":[["A","B","A"],["A","C","B"],["C","C","B"],[]]}');
    const start = initialState(level);
    const reached = [start];
    const seen = new Set([key(start)]);
    for (let h = 0; h < reached.length; h++) {
      for (const m of movesOf(reached[h]!)) {
        const o = playable.playMove(level, reached[h]!, m);
        if (o.kind === 'moved' && !seen.has(key(o.state))) {
          seen.add(key(o.state));
          reached.push(o.state);
        }
      }
    }
    let dead = 0;
    for (const state of reached) {
      const oracle = solvableByBfs(playable, level, state, movesOf, key);
      expect(playable.solveFrom(level, state).result.status).toBe(oracle ? 'solved' : 'exhausted');
      if (!oracle) dead++;
    }
    expect(dead).toBe(3);
  });

  it('the hint from a position on a shortest solution is the rest of it', () => {
    const level = parse(SAMPLES[0]!.text);
    const full = plugin.solve(level);
    const moves = plugin.parseSolution(full.solution ?? '', level);
    for (let k = 0; k <= moves.length; k++) {
      const state = replaySteps(playable, level, moves.slice(0, k)).states[k]!;
      const hint = playable.solveFrom(level, state);
      expect(hint.result.status === 'solved' && hint.result.cost).toBe(moves.length - k);
    }
  });
});
