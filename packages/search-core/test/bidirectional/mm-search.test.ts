import { describe, expect, it } from 'vitest';
import { astar, type BidirectionalProblem, mmSearch, nbs, SearchError } from '@puzzle-solvers/search-core';
import { eightManhattanFrom } from '../fixtures/bidirectional-problems.js';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';

/** An undirected chain of named states, unit steps, whose expansions (side and state) are logged. */
function chain(names: readonly string[], log: string[]): BidirectionalProblem<string, string> {
  const neighbours = (s: string, side: 'F' | 'B') => {
    log.push(`${side} ${s}`);
    const i = names.indexOf(s);
    return [names[i - 1], names[i + 1]].filter((t): t is string => t !== undefined).map((t) => ({ move: side === 'F' ? t : s, state: t }));
  };
  return {
    initial: names[0]!,
    goal: names[names.length - 1]!,
    successors: (s) => neighbours(s, 'F'),
    predecessors: (s) => neighbours(s, 'B'),
    isGoal: (s) => s === names[names.length - 1],
    key: (s) => s,
  };
}

describe('mmSearch', () => {
  it('stops on a chain s–a–b–t after s, t and a: the meeting at b costs 3 and nothing open can beat it', () => {
    // MM0 (no heuristic), ε = 1. s (pr 0) and t (pr 0) tie: forward first, then t, then a and b
    // both at pr 2: forward a, which reaches b, open backward at g 1: U = 3. Then
    // gminF + gminB + ε = 2 + 1 + 1 = 4 ≥ U: done, before the backward side reaches s or the
    // forward side t.
    const log: string[] = [];
    const r = mmSearch({ ...chain(['s', 'a', 'b', 't'], log), minStepCost: 1 });
    expect(r).toMatchObject({ status: 'solved', cost: 3, moves: ['a', 'b', 't'], states: ['s', 'a', 'b', 't'] });
    expect(r.stats.expanded).toBe(3);
    expect(log.slice(0, 3)).toEqual(['F s', 'B t', 'F a']);
  });

  it('takes ε from the problem when the option leaves it out, and the option wins over the problem', () => {
    // MM0, where gminF + gminB + ε is the bound that ends the search.
    const { heuristic: _, ...p } = eightPuzzle(scrambledEight(60, 4));
    const byOption = mmSearch(p, { minStepCost: 1 });
    const byProblem = mmSearch({ ...p, minStepCost: 1 });
    const without = mmSearch(p);
    const overridden = mmSearch({ ...p, minStepCost: 1 }, { minStepCost: 0 });
    expect(byProblem.stats).toMatchObject({ expanded: byOption.stats.expanded, generated: byOption.stats.generated });
    expect(overridden.stats).toMatchObject({ expanded: without.stats.expanded, generated: without.stats.generated });
    // ε matters here (else the first check could not fail): it ends the search sooner.
    expect(byOption.stats.expanded).toBeLessThan(without.stats.expanded);
    expect(without.cost).toBe(byOption.cost);
  });

  it('solves 8-puzzles optimally: MM with the Manhattan distance both ways, and MM0 with no heuristic', () => {
    for (const seed of [1, 2, 3]) {
      const p = eightPuzzle(scrambledEight(80, seed));
      const optimal = astar(p).cost;
      const mm = mmSearch(p, { backwardHeuristic: eightManhattanFrom(p.initial), minStepCost: 1 });
      const { heuristic: _, ...blind } = p;
      const mm0 = mmSearch({ ...blind, minStepCost: 1 });
      expect(mm.cost).toBe(optimal);
      expect(mm0.cost).toBe(optimal);
      expect(mm.states![mm.states!.length - 1]).toBe(p.goal);
      // Brute force from both ends expands more than with the heuristic, and about what NBS does without one.
      expect(mm0.stats.expanded).toBeGreaterThan(mm.stats.expanded);
      expect(nbs({ ...blind, minStepCost: 1 }).cost).toBe(optimal);
    }
  });

  it('refuses a problem without predecessors or goal, naming what is missing', () => {
    const { predecessors: _, ...forwardOnly } = eightPuzzle(scrambledEight(10, 1));
    const call = () => mmSearch(forwardOnly as never);
    expect(call).toThrow(SearchError);
    expect(call).toThrow(/mmSearch searches from both ends: the problem needs predecessors/);
    try {
      call();
    } catch (e) {
      expect((e as SearchError).code).toBe('missing-capability');
    }
  });

  it('refuses a goal that isGoal rejects, and an ε that is negative, infinite or NaN, from the option or the problem', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => mmSearch({ ...p, goal: p.initial })).toThrow(/not a goal/);
    for (const bad of [-1, Infinity, Number.NaN]) {
      expect(() => mmSearch(p, { minStepCost: bad })).toThrow(/minStepCost must be a finite number/);
      expect(() => mmSearch({ ...p, minStepCost: bad })).toThrow(/the problem's minStepCost must be a finite number/);
    }
  });
});
