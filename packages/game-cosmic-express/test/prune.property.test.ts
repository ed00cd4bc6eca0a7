import { dfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { isAlive } from '../src/prune.js';
import { TrainState } from '../src/rules.js';
import { solve } from '../src/solve.js';
import { expand } from '../src/state.js';
import { replay } from '../src/verify.js';
import { pairedGridText as gridText } from './arbitraries/level.js';
import { allSolutions } from './helpers/exhaustive.js';

/** Some solution of the level by an unpruned exhaustive search, or undefined. */
function anySolution(level: ReturnType<typeof parse>) {
  const problem = {
    initial: TrainState.initial(level),
    expand,
    isGoal: (s: TrainState) => s.isSolved(),
    isValid: (s: TrainState) => !s.done || s.isSolved(),
  };
  const r = dfs(problem, { tree: true, cycleCheck: 'none', maxExpansions: 200_000 });
  return r.status === 'solved' ? r.moves : undefined;
}

// Two purple aliens below a wall with two gaps, their houses above it, one car: the track must
// cross the wall up, down and up again, three times through two gaps.
const TWO_GAPS = ['#########', '#.p...p.Z', '#.......#', '###.#.###', '#.......#', 'A.P...P.#', '#########'].join('\n');
const THREE_GAPS = ['#########', '#.p...p.Z', '#.......#', '#.#.#.#.#', '#.......#', 'A.P...P.#', '#########'].join('\n');

describe('the cut-crossing test', () => {
  it('rejects a start that needs more crossings of a wall than it has gaps', () => {
    const level = parse(TWO_GAPS);
    const start = TrainState.initial(level);
    expect(isAlive(start, { cuts: false })).toBe(true);
    expect(isAlive(start)).toBe(false);
    expect(anySolution(level)).toBeUndefined();
    expect(solve(level).result.status).toBe('exhausted');
  });

  it('lets the same level through with a third gap, and the solver solves it', () => {
    const level = parse(THREE_GAPS);
    expect(isAlive(TrainState.initial(level))).toBe(true);
    expect(solve(level).result.status).toBe('solved');
  });

  it('never rejects a state on a solution track (random levels; detour test off, as it drops equivalent tracks on purpose)', () => {
    let checked = 0;
    fc.assert(
      fc.property(gridText, (text) => {
        const level = parse(text);
        const moves = anySolution(level);
        fc.pre(moves !== undefined);
        for (const s of replay(level, moves)) expect(isAlive(s, { detours: false })).toBe(true);
        checked++;
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('counts a wormhole jump as one more crossing of every cut: never rejects a state on any solution track of random wormhole levels', () => {
    let checked = 0;
    fc.assert(
      fc.property(gridText.filter((t) => t.includes('*')), (text) => {
        const level = parse(text);
        const { tracks } = allSolutions(level);
        fc.pre(tracks.length > 0);
        for (const track of tracks) for (const s of track) expect(isAlive(s, { detours: false })).toBe(true);
        checked++;
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});
