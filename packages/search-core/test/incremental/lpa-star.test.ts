import { describe, expect, it } from 'vitest';
import { astar, lpaStar, SearchError } from '@puzzle-solvers/search-core';
import { GridWorld } from './grid-world.js';

const corridor = ['#########', '#S......#', '#######.#', '#G......#', '#########'];

describe('lpaStar', () => {
  it('follows the corridor, takes a shortcut opened in its wall, and goes the long way again when it closes', () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    const first = planner.search();
    expect(first.cost).toBe(14);
    expect(world.draw(first.states!)).toEqual(['#########', '#S******#', '#######*#', '#G******#', '#########']);
    const door = world.cell(1, 2);
    world.walls[door] = false;
    planner.costsChanged([door]);
    const short = planner.search();
    expect(short.cost).toBe(2);
    expect(world.draw(short.states!)).toEqual(['#########', '#S......#', '#*#####.#', '#G......#', '#########']);
    world.walls[door] = true;
    planner.costsChanged([door]);
    expect(planner.search().cost).toBe(14);
  });

  it('says exhausted when the only corridor closes, and finds the path again when it reopens', () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    expect(planner.search().status).toBe('solved');
    const bend = world.cell(7, 2);
    world.walls[bend] = true;
    planner.costsChanged([bend]);
    expect(planner.search().status).toBe('exhausted');
    world.walls[bend] = false;
    planner.costsChanged([bend]);
    const again = planner.search();
    expect(again).toMatchObject({ status: 'solved', cost: 14 });
    expect(again.moves).toEqual(again.states!.slice(1));
  });

  it('answers at once, with the same path and no expansion, when nothing changed', () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    const first = planner.search();
    const second = planner.search();
    expect(second.moves).toEqual(first.moves);
    expect(second.stats.expanded).toBe(0);
  });

  it('repairs a path blocked near the goal with far fewer expansions than a fresh search', () => {
    // 40 × 40, open but for a wall with two gaps: the path goes through one of them.
    const rows = Array.from({ length: 40 }, (_, y) =>
      Array.from({ length: 40 }, (_, x) =>
        y === 20 && x !== 5 && x !== 34 ? '#' : x === 0 && y === 0 ? 'S' : x === 39 && y === 39 ? 'G' : '.',
      ).join(''),
    );
    const world = new GridWorld(rows);
    const planner = lpaStar(world.problem());
    const first = planner.search();
    expect(first.cost).toBe(78);
    // A cell of the path two steps before the goal is walled up.
    const blocked = first.states![first.states!.length - 3]!;
    world.walls[blocked] = true;
    planner.costsChanged([blocked]);
    const repair = planner.search();
    const fresh = lpaStar(world.problem()).search();
    expect(repair.cost).toBe(fresh.cost);
    expect(repair.cost).toBe(astar(world.problem()).cost);
    expect(repair.stats.expanded * 5).toBeLessThan(fresh.stats.expanded);
  });

  it('stores a state it never met that costsChanged names, and still finds the optimum', () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    planner.costsChanged([world.cell(4, 3)]);
    expect(planner.stored).toBe(3);
    expect(planner.search().cost).toBe(14);
  });

  it('counts every state it holds against maxStates, across calls', () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    expect(planner.search({ maxStates: 6 })).toMatchObject({ status: 'limit', limit: 'states' });
    expect(planner.stored).toBe(6);
    expect(planner.search({ maxStates: 6 })).toMatchObject({ status: 'limit', limit: 'states' });
    expect(planner.search()).toMatchObject({ status: 'solved', cost: 14 });
  });

  it('refuses zero step costs, a problem without predecessors, and an edge changed without being reported', () => {
    const zero = { ...new GridWorld(corridor).problem(), successors: (s: number) => [{ move: s + 1, state: s + 1, cost: 0 }] };
    expect(() => lpaStar(zero).search()).toThrow(expect.objectContaining({ code: 'invalid-cost' }));
    const { predecessors: _, ...forwardOnly } = new GridWorld(corridor).problem();
    expect(() => lpaStar(forwardOnly as never)).toThrow(expect.objectContaining({ code: 'missing-capability' }));
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    planner.search();
    world.walls[world.cell(7, 2)] = true;
    let caught: unknown;
    try {
      planner.search();
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(SearchError);
    expect((caught as SearchError).code).toBe('nondeterministic');
  });

  it('refuses a call while its async search runs, and takes calls again after it', async () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    const pending = planner.searchAsync({ yieldEveryMs: 0, checkEvery: 1 });
    expect(() => planner.search()).toThrow(expect.objectContaining({ code: 'invalid-option' }));
    expect(() => planner.costsChanged([world.start])).toThrow(expect.objectContaining({ code: 'invalid-option' }));
    expect((await pending).cost).toBe(14);
    expect(planner.search().cost).toBe(14);
  });

  it('the async form stops on an abort, and the next call still finds the optimum', async () => {
    const world = new GridWorld(corridor);
    const planner = lpaStar(world.problem());
    const controller = new AbortController();
    controller.abort();
    expect((await planner.searchAsync({ signal: controller.signal })).status).toBe('aborted');
    expect((await planner.searchAsync()).cost).toBe(14);
  });
});
