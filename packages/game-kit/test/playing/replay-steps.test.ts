import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayOutcome } from '../../src/plugin.js';
import { replaySteps } from '../../src/playing/replay-steps.js';

// A toy game on a line of cells 0…9: moves are steps of -1 or +1; cell 0 and 9 are walls (a
// step into them is blocked), a step of 0 is illegal, and the level is solved on cell `goal`.
const toy = (goal: number) => ({
  initialState: () => 5,
  isSolved: (_level: unknown, s: number) => s === goal,
  playMove: (_level: unknown, s: number, m: number): PlayOutcome<number> => {
    if (m === 0) return { kind: 'illegal', reason: 'no step' };
    const next = s + m;
    return next <= 0 || next >= 9 ? { kind: 'blocked', reason: 'a wall' } : { kind: 'moved', state: next };
  },
});

/** The obvious oracle: the same walk written out. */
function walk(goal: number, moves: readonly number[]) {
  let s = 5;
  const states = [s];
  const blocked: number[] = [];
  if (s === goal) return { states, blocked, solvedAfter: 0 as number | undefined, illegal: undefined as number | undefined };
  for (let i = 0; i < moves.length; i++) {
    if (moves[i] === 0) return { states, blocked, solvedAfter: undefined, illegal: i };
    const next = s + moves[i]!;
    if (next <= 0 || next >= 9) blocked.push(i);
    else s = next;
    states.push(s);
    if (s === goal) return { states, blocked, solvedAfter: i + 1, illegal: undefined };
  }
  return { states, blocked, solvedAfter: undefined, illegal: undefined };
}

describe('replaySteps', () => {
  it('repeats the state for a blocked move, names it, and plays on', () => {
    const r = replaySteps(toy(99), null, [1, 1, 1, 1, -1]);
    expect(r.states).toEqual([5, 6, 7, 8, 8, 7]);
    expect(r.blocked).toEqual([{ step: 3, reason: 'a wall' }]);
    expect(r.illegal).toBeUndefined();
    expect(r.solvedAfter).toBeUndefined();
  });

  it('stops before an illegal move and at the goal', () => {
    expect(replaySteps(toy(99), null, [1, 0, 1])).toMatchObject({ states: [5, 6], illegal: { step: 1, reason: 'no step' } });
    expect(replaySteps(toy(7), null, [1, 1, 1, 1])).toMatchObject({ states: [5, 6, 7], solvedAfter: 2 });
    expect(replaySteps(toy(5), null, [1])).toMatchObject({ states: [5], solvedAfter: 0 });
  });

  it('agrees with the walk written out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.constantFrom(-1, 0, 1), { maxLength: 20 }), (goal, moves) => {
        const r = replaySteps(toy(goal), null, moves);
        const o = walk(goal, moves);
        expect(r.states).toEqual(o.states);
        expect(r.blocked.map((b) => b.step)).toEqual(o.blocked);
        expect(r.solvedAfter).toBe(o.solvedAfter);
        expect(r.illegal?.step).toBe(o.illegal);
      }),
    );
  });
});
