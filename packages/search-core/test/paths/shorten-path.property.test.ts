import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, dijkstra, SearchError, shortenPath, type SearchProblem } from '@puzzle-solvers/search-core';
import { distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb, type Grid } from '../arbitraries/graph.js';

type Path<M> = { states: number[]; moves: M[] };

function successorsOf<M>(p: SearchProblem<number, M>, s: number): { state: number; move: M; cost: number }[] {
  const out: { state: number; move: M; cost: number }[] = [];
  if (p.expand) p.expand(s, (state, move, cost) => out.push({ state, move, cost: cost ?? 1 }));
  else for (const e of p.successors!(s)) out.push({ state: e.state, move: e.move, cost: e.cost ?? 1 });
  return out;
}

/** A solution with detours: a random walk from the start (choices pick the edges), then the cheapest way to the goal. */
function detouredPath<M>(p: SearchProblem<number, M>, choices: readonly number[]): Path<M> | undefined {
  const states = [p.initial];
  const moves: M[] = [];
  for (const c of choices) {
    const next = successorsOf(p, states[states.length - 1]!);
    if (next.length === 0) break;
    const e = next[c % next.length]!;
    states.push(e.state);
    moves.push(e.move);
  }
  const rest = dijkstra({ ...p, initial: states[states.length - 1]! });
  if (rest.status !== 'solved') return undefined;
  return { states: [...states, ...rest.states.slice(1)], moves: [...moves, ...rest.moves] };
}

const choicesArb = fc.array(fc.nat({ max: 7 }), { maxLength: 30 });

describe('shortenPath', () => {
  it('returns a valid solution on grids, never longer, and a shortest one when the radius covers the path', () => {
    fc.assert(
      fc.property(gridArb, choicesArb, fc.integer({ min: 1, max: 8 }), (g: Grid, choices, radius) => {
        const p = gridProblem(g);
        const path = detouredPath(p, choices);
        if (path === undefined) return;
        const r = shortenPath(p, path, { radius });
        expect(r.status).toBe('complete');
        expect(r.originalCost).toBe(path.moves.length);
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.states[0]).toBe(g.start);
        expect(r.cost).toBe(r.moves.length);
        expect(r.cost).toBeLessThanOrEqual(path.moves.length);
        const shortest = (bfs(p) as { moves: unknown[] }).moves.length;
        expect(r.cost).toBeGreaterThanOrEqual(shortest);
        const whole = shortenPath(p, path, { radius: Math.max(1, path.moves.length) });
        expect(whole.cost).toBe(shortest);
      }),
    );
  });

  it('returns a valid solution on weighted graphs, between the cheapest cost and the cost given', () => {
    fc.assert(
      fc.property(weightedGraphArb, choicesArb, fc.integer({ min: 1, max: 6 }), (g, choices, radius) => {
        const p = graphProblem(g);
        const path = detouredPath(p, choices);
        if (path === undefined) return;
        const r = shortenPath(p, path, { radius });
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.cost).toBeLessThanOrEqual(r.originalCost);
        expect(r.originalCost).toBe(replayCost(p, path.moves, path.states));
        expect(r.cost).toBeGreaterThanOrEqual(distancesToGoal(g)[0]!);
        // A radius of n moves takes in every state reachable from the path: then the cheapest cost.
        expect(shortenPath(p, path, { radius: g.n }).cost).toBe(distancesToGoal(g)[0]);
      }),
    );
  });

  it('cuts a detour out of a corridor', () => {
    // A 1 × 9 corridor from cell 0 to cell 8; the path goes 0 → 3 → 1 → 8 (13 moves).
    const g: Grid = { width: 9, height: 1, walls: new Array<boolean>(9).fill(false), start: 0, goal: 8 };
    const cells = [0, 1, 2, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8];
    const moves = cells.slice(1).map((c, i) => (c > cells[i]! ? 'R' : 'L')) as ('R' | 'L')[];
    const r = shortenPath(gridProblem(g), { states: cells, moves }, { radius: 2 });
    expect(r.moves.join('')).toBe('RRRRRRRR');
    expect(r.states).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([r.cost, r.originalCost]).toEqual([8, 12]);
  });

  it('takes a shortcut only when it is cheaper, not when it has fewer moves', () => {
    // 0 → 1 → 2 → 3 costs 1 + 1 + 1; the direct edge 0 → 3 costs 10, the edge 0 → 2 costs 1.
    const p: SearchProblem<number, string> = {
      initial: 0,
      successors: (s) =>
        s === 0
          ? [
              { state: 1, move: 'a', cost: 1 },
              { state: 3, move: 'jump', cost: 10 },
              { state: 2, move: 'skip', cost: 1 },
            ]
          : s < 3
            ? [{ state: s + 1, move: 'a', cost: 1 }]
            : [],
      isGoal: (s) => s === 3,
      key: (s) => s,
    };
    const r = shortenPath(p, { states: [0, 1, 2, 3], moves: ['a', 'a', 'a'] }, { radius: 3 });
    expect(r.moves).toEqual(['skip', 'a']);
    expect([r.cost, r.originalCost]).toEqual([2, 3]);
  });

  it('ends at the first goal it meets, even off the path', () => {
    // Two goals: the path reaches the far one; the near one is two moves from the start.
    const p: SearchProblem<number, string> = {
      initial: 0,
      successors: (s) =>
        s === 0
          ? [
              { state: 1, move: 'a' },
              { state: 10, move: 'b' },
            ]
          : s < 5
            ? [{ state: s + 1, move: 'a' }]
            : s === 10
              ? [{ state: 11, move: 'b' }]
              : [],
      isGoal: (s) => s === 5 || s === 11,
      key: (s) => s,
    };
    const r = shortenPath(p, { states: [0, 1, 2, 3, 4, 5], moves: ['a', 'a', 'a', 'a', 'a'] }, { radius: 3 });
    expect(r.states).toEqual([0, 10, 11]);
  });

  it('keeps the path given when a limit or the signal stops it at once', () => {
    const g: Grid = { width: 5, height: 1, walls: new Array<boolean>(5).fill(false), start: 0, goal: 4 };
    const path = { states: [0, 1, 0, 1, 2, 3, 4], moves: ['R', 'L', 'R', 'R', 'R', 'R'] as ('R' | 'L')[] };
    const limited = shortenPath(gridProblem(g), path, { maxExpansions: 0 });
    expect([limited.status, limited.limit, limited.cost]).toEqual(['limit', 'expansions', 6]);
    expect(limited.states).toEqual(path.states);
    const controller = new AbortController();
    controller.abort();
    const aborted = shortenPath(gridProblem(g), path, { signal: controller.signal });
    expect([aborted.status, aborted.cost]).toEqual(['aborted', 6]);
    // Once the path's own states are expanded (five here), what was found counts.
    expect(shortenPath(gridProblem(g), path, { maxExpansions: 4 }).cost).toBe(6);
    expect(shortenPath(gridProblem(g), path, { maxExpansions: 5 }).cost).toBe(4);
  });

  it('rejects a path that is not a solution, and bad options, with typed errors', () => {
    const g: Grid = { width: 4, height: 1, walls: [false, false, false, false], start: 0, goal: 3 };
    const p = gridProblem(g);
    const code = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(SearchError);
        return (e as SearchError).code;
      }
      return undefined;
    };
    expect(code(() => shortenPath(p, { states: [1, 2, 3], moves: ['R', 'R'] }))).toBe('invalid-path');
    expect(code(() => shortenPath(p, { states: [0, 1, 2, 3], moves: ['R', 'L', 'R'] }))).toBe('invalid-path');
    expect(code(() => shortenPath(p, { states: [0, 1, 2], moves: ['R', 'R'] }))).toBe('invalid-path');
    expect(code(() => shortenPath(p, { states: [0, 1, 2, 3], moves: ['R', 'R'] }))).toBe('invalid-path');
    expect(code(() => shortenPath(p, { states: [0, 1, 2, 3], moves: ['R', 'R', 'R'] }, { radius: 0 }))).toBe('invalid-option');
    expect(code(() => shortenPath(p, { states: [0, 1, 2, 3], moves: ['R', 'R', 'R'] }, { radius: 1.5 }))).toBe('invalid-option');
  });
});
