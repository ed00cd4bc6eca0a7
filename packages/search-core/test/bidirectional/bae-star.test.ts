import { describe, expect, it } from 'vitest';
import { astar, type BidirectionalProblem, baeStar, baeStarAsync, mmSearch, SearchError } from '@puzzle-solvers/search-core';
import { eightManhattanFrom } from '../fixtures/bidirectional-problems.js';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';

/**
 * An undirected weighted graph of named states with a heuristic each way, whose expansions
 * (side and state) are logged; moves are the names of the states entered.
 */
function weighted(
  edges: readonly [string, string, number][],
  ends: { initial: string; goal: string },
  toGoal: Record<string, number>,
  log: string[],
): BidirectionalProblem<string, string> {
  const neighbours = (s: string) => edges.flatMap(([a, b, cost]) => (a === s ? [{ state: b, cost }] : b === s ? [{ state: a, cost }] : []));
  return {
    ...ends,
    expand: (s, emit) => {
      log.push(`F ${s}`);
      for (const n of neighbours(s)) emit(n.state, n.state, n.cost);
    },
    predecessors: (s) => {
      log.push(`B ${s}`);
      return neighbours(s).map((n) => ({ move: s, state: n.state, cost: n.cost }));
    },
    isGoal: (s) => s === ends.goal,
    heuristic: (s) => toGoal[s]!,
    key: (s) => s,
  };
}

describe('baeStar', () => {
  it('stops sooner than MM where the b-value bound is tighter: s–x 1, s–a 1, a–t 3', () => {
    // Consistent heuristics: to t, h = s 2, a 1, x 2, t 0; from s, h̄ = t 2, else 0.
    // b = 2g + h − h̄. Roots: b(s) = 2, b(t) = 2: forward on the tie. s opens x (g 1, b 4) and
    // a (g 1, b 3). Least b: forward 3, backward 2: backward t, which reaches a at g 3 (b 5) and
    // meets the forward a: U = 1 + 3 = 4. Now (3 + 5) / 2 = 4 ≥ U: done after 2 expansions.
    // MM (ε = 1) expands s, then a (pr 2 ties t's, forward first: it finds U = 4), then t; only
    // then does gminF + gminB + ε = 1 + 3 + 1 reach U: 3 expansions.
    const edges: [string, string, number][] = [
      ['s', 'x', 1],
      ['s', 'a', 1],
      ['a', 't', 3],
    ];
    const toGoal = { s: 2, a: 1, x: 2, t: 0 };
    const fromStart = (s: string) => (s === 't' ? 2 : 0);
    const log: string[] = [];
    const r = baeStar(weighted(edges, { initial: 's', goal: 't' }, toGoal, log), { backwardHeuristic: fromStart });
    expect(r).toMatchObject({ status: 'solved', cost: 4, moves: ['a', 't'], states: ['s', 'a', 't'] });
    expect(r.stats.expanded).toBe(2);
    expect(log.slice(0, 2)).toEqual(['F s', 'B t']);
    const mmLog: string[] = [];
    const mm = mmSearch(weighted(edges, { initial: 's', goal: 't' }, toGoal, mmLog), { backwardHeuristic: fromStart, minStepCost: 1 });
    expect(mm.cost).toBe(4);
    expect(mm.stats.expanded).toBe(3);
    expect(mmLog.slice(0, 3)).toEqual(['F s', 'F a', 'B t']);
  });

  it('without heuristics orders each side by 2g and stops at gminF + gminB: on a chain s–a–b–t it expands s, t, a', () => {
    // b = 2g. b(s) = b(t) = 0: forward s (a at g 1, b 2), backward t (b at g 1, b 2), then forward
    // a on the tie, which reaches b at g 2 (b 4), met by the backward b: U = 3. The least b-values
    // are now 4 forward and 2 backward: (4 + 2) / 2 = 3 ≥ U, done after 3 expansions.
    const log: string[] = [];
    const chain: [string, string, number][] = [
      ['s', 'a', 1],
      ['a', 'b', 1],
      ['b', 't', 1],
    ];
    const { heuristic: _, ...blind } = weighted(chain, { initial: 's', goal: 't' }, {}, log);
    const r = baeStar(blind);
    expect(r).toMatchObject({ status: 'solved', cost: 3, states: ['s', 'a', 'b', 't'] });
    expect(r.stats.expanded).toBe(3);
    expect(log.slice(0, 3)).toEqual(['F s', 'B t', 'F a']);
  });

  it('solves 8-puzzles optimally with the Manhattan distance both ways, by either side rule, sync and async', async () => {
    for (const seed of [1, 2, 3]) {
      const p = eightPuzzle(scrambledEight(80, seed));
      const optimal = astar(p).cost;
      const backwardHeuristic = eightManhattanFrom(p.initial);
      const leastB = baeStar(p, { backwardHeuristic });
      const fewerOpen = baeStar(p, { backwardHeuristic, side: 'fewer-open' });
      expect(leastB.cost).toBe(optimal);
      expect(fewerOpen.cost).toBe(optimal);
      expect(leastB.states![leastB.states!.length - 1]).toBe(p.goal);
      expect((await baeStarAsync(p, { backwardHeuristic })).stats.expanded).toBe(leastB.stats.expanded);
    }
  });

  it('the side rule changes the order: on a chain with an exact forward heuristic, least-b goes backward, fewer-open forward', () => {
    // Forward h exact, no backward h: forward b = 2g + (3 − g) = g + 3, backward b = 2g − h(n) = g.
    // least-b expands backward all the way (t, b, a; a reaches s, met at U = 3, and nothing is
    // left open); fewer-open has one entry on each side at every step and goes forward on a tie.
    const chain: [string, string, number][] = [
      ['s', 'a', 1],
      ['a', 'b', 1],
      ['b', 't', 1],
    ];
    const toGoal = { s: 3, a: 2, b: 1, t: 0 };
    const byB: string[] = [];
    const byCount: string[] = [];
    const a = baeStar(weighted(chain, { initial: 's', goal: 't' }, toGoal, byB));
    const b = baeStar(weighted(chain, { initial: 's', goal: 't' }, toGoal, byCount), { side: 'fewer-open' });
    expect(a.cost).toBe(3);
    expect(b.cost).toBe(3);
    expect(byB.slice(0, a.stats.expanded)).toEqual(['B t', 'B b', 'B a']);
    expect(byCount.slice(0, b.stats.expanded)).toEqual(['F s', 'F a', 'F b']);
  });

  it('refuses a bad side, a problem without predecessors, a goal that is not one, and a heuristic of Infinity at a state the other side reached', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => baeStar(p, { side: 'both' as never })).toThrow(/side must be 'least-b' or 'fewer-open'/);
    const { predecessors: _, ...forwardOnly } = p;
    expect(() => baeStar(forwardOnly as never)).toThrow(/baeStar searches from both ends/);
    expect(() => baeStar({ ...p, goal: p.initial })).toThrow(/not a goal/);
    // The forward heuristic calls b dead, but the backward side reaches b from t: not admissible.
    const chain: [string, string, number][] = [
      ['s', 'a', 1],
      ['a', 'b', 1],
      ['b', 't', 1],
    ];
    const call = () => baeStar(weighted(chain, { initial: 's', goal: 't' }, { s: 0, a: 0, b: Infinity, t: 0 }, []));
    expect(call).toThrow(SearchError);
    expect(call).toThrow(/heuristic must be a finite number ≥ 0 at every state reached from the goal, got Infinity/);
  });
});
