import fc from 'fast-check';
import { hintDisagreement, replayDisagreement, replaySteps } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { plugin } from '../../src/plugin.js';
import { MOVES, type Move } from '../../src/rules.js';
import { SAMPLES } from '../../src/samples.js';
import { stateKey } from '../../src/state.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved!, solveFrom: plugin.solveFrom! };
// The small samples: the BFS oracle over track prefixes covers them.
const levels = [SAMPLES[0]!, SAMPLES[3]!, SAMPLES[5]!].map((s) => parse(s.text));
const movesOf = (): readonly Move[] => MOVES;
const movesArb = fc.array(fc.constantFrom(...MOVES), { maxLength: 12 });
const caseArb = fc.tuple(fc.integer({ min: 0, max: levels.length - 1 }), movesArb);

describe('play: one replay, hints', () => {
  it('the one replay agrees with verify and replay on random moves', () => {
    fc.assert(
      fc.property(caseArb, ([i, moves]) => {
        expect(replayDisagreement(playable, levels[i]!, moves, stateKey)).toBeUndefined();
      }),
    );
  });

  it('a hint from any position solves exactly when the track can still be finished (BFS oracle)', () => {
    const seen = { dead: 0, alive: 0 };
    // Random legal tracks: each choice picks one of the pieces that can be laid next.
    const walkArb = fc.tuple(fc.integer({ min: 0, max: levels.length - 1 }), fc.array(fc.nat(), { maxLength: 14 }));
    fc.assert(
      fc.property(walkArb, ([i, choices]) => {
        const level = levels[i]!;
        const prefix: Move[] = [];
        let state = playable.initialState(level);
        for (const c of choices) {
          const legal = MOVES.flatMap((m) => {
            const o = playable.playMove(level, state, m);
            return o.kind === 'moved' ? [{ m, s: o.state }] : [];
          });
          const pick = legal[c % Math.max(1, legal.length)];
          if (pick === undefined || playable.isSolved(level, state)) break;
          prefix.push(pick.m);
          state = pick.s;
        }
        const { solvable: oracle, fault } = hintDisagreement(playable, level, prefix, movesOf, stateKey);
        expect(fault).toBeUndefined();
        if (oracle === false) seen.dead++;
        else if (oracle === true) seen.alive++;
      }),
      { numRuns: 80 },
    );
    expect(seen.dead).toBeGreaterThan(0);
    expect(seen.alive).toBeGreaterThan(0);
  });

  it('the shortest hint (iddfs) from a position on a shortest track is the rest of it', () => {
    const level = levels[0]!;
    const full = plugin.solve(level, { algorithm: 'iddfs' });
    const moves = plugin.parseSolution(full.solution ?? '', level);
    for (let k = 0; k <= moves.length; k++) {
      const state = replaySteps(playable, level, moves.slice(0, k)).states[k]!;
      const hint = playable.solveFrom(level, state, { algorithm: 'iddfs' });
      expect(hint.result.status === 'solved' && hint.result.moves.length).toBe(moves.length - k);
    }
  });
});
