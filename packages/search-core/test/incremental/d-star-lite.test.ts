import { describe, expect, it } from 'vitest';
import { astar, dStarLite } from '@puzzle-solvers/search-core';
import { GridWorld } from './grid-world.js';

/** The true map, and the map the agent believes: walls it has not seen yet are floor to it. */
const maze = [
  '..........',
  '.########.',
  '.#......#.',
  '.#.####.#.',
  'S#.#..#.#.',
  '.#.#G.#.#.',
  '.#.##.#.#.',
  '.#....#...',
  '.######.#.',
  '..........',
];

describe('dStarLite', () => {
  it('walks an agent to the goal through a maze it discovers, each replan the optimum of what it knows', () => {
    const truth = new GridWorld(maze);
    const known = new GridWorld(maze.map((row) => row.replace(/#/g, '.')));
    const planner = dStarLite(known.problem(), { heuristic: (a, b) => known.manhattan(a, b) });
    let at = known.start;
    let walked = 0;
    let replans = 0;
    const sense = (): number[] => {
      // The agent sees the cells next to it; a wall it did not know of is reported.
      const seen = [
        at - known.width,
        at + known.width,
        at % known.width > 0 ? at - 1 : -1,
        at % known.width < known.width - 1 ? at + 1 : -1,
      ];
      const found = seen.filter((c) => c >= 0 && c < truth.walls.length && truth.walls[c] && !known.walls[c]);
      for (const c of found) known.walls[c] = true;
      return found;
    };
    planner.costsChanged(sense());
    for (let steps = 0; at !== known.goal; steps++) {
      expect(steps).toBeLessThan(200);
      const r = planner.search();
      replans++;
      expect(r.status).toBe('solved');
      // The optimum of the map as the agent knows it now, from where it stands.
      expect(r.cost).toBe(astar({ ...known.problem(), initial: at }).cost);
      at = r.states![1]!;
      walked++;
      planner.moveTo(at);
      planner.costsChanged(sense());
    }
    expect(replans).toBe(walked);
    // It walked at least the true distance, and no state was a wall.
    expect(walked).toBeGreaterThanOrEqual(astar(truth.problem()).cost!);
  });

  it('repairs a path blocked next to the agent with far fewer expansions than a fresh search', () => {
    const rows = Array.from({ length: 40 }, (_, y) =>
      Array.from({ length: 40 }, (_, x) => (x === 0 && y === 0 ? 'S' : x === 39 && y === 39 ? 'G' : '.')).join(''),
    );
    const world = new GridWorld(rows);
    const h = (a: number, b: number) => world.manhattan(a, b);
    const planner = dStarLite(world.problem(), { heuristic: h });
    const first = planner.search();
    expect(first.cost).toBe(78);
    planner.moveTo(first.states![1]!);
    const blocked = first.states![2]!;
    world.walls[blocked] = true;
    planner.costsChanged([blocked]);
    const repair = planner.search();
    const fresh = dStarLite({ ...world.problem(), initial: first.states![1]! }, { heuristic: h }).search();
    expect(repair.cost).toBe(fresh.cost);
    expect(repair.stats.expanded * 5).toBeLessThan(fresh.stats.expanded);
  });

  it('answers with no move when the agent stands on the goal, and exhausted when the goal is walled in', () => {
    const world = new GridWorld(['S..', '...', '..G']);
    const planner = dStarLite(world.problem());
    planner.moveTo(world.goal);
    expect(planner.search()).toMatchObject({ status: 'solved', cost: 0, moves: [], states: [world.goal] });
    planner.moveTo(world.start);
    const around = [world.cell(1, 2), world.cell(2, 1)];
    for (const c of around) world.walls[c] = true;
    planner.costsChanged(around);
    expect(planner.search().status).toBe('exhausted');
  });

  it('refuses a move the heuristic calls unreachable, and a problem without a goal', () => {
    const world = new GridWorld(['S..', '...', '..G']);
    const planner = dStarLite(world.problem(), { heuristic: (a, b) => (b === 4 ? Infinity : world.manhattan(a, b)) });
    expect(() => planner.moveTo(4)).toThrow(expect.objectContaining({ code: 'invalid-heuristic' }));
    const { goal: _, ...noGoal } = world.problem();
    expect(() => dStarLite(noGoal as never)).toThrow(expect.objectContaining({ code: 'missing-capability' }));
  });
});
