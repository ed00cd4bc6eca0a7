import { replaySteps } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  applyStep,
  decodeState,
  encodeState,
  initialState,
  packState,
  parse,
  plugin,
  render,
  renderSvgAnimation,
  replay,
  shortestRoute,
  solve,
  verify,
} from '../../src/index.js';
import { solveFrom } from '../../src/play/solve-from.js';

const at = (width: number, x: number, y: number): number => y * width + x;
const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved! };

//   #########
//   #b.A.@.a#     a is 2 steps right; b is behind door A
//   #########
const corridor = parse(['#########', '#b.A.@.a#', '#########'].join('\n'));

describe('one step, with its reason when refused', () => {
  it('moves one cell and costs one step', () => {
    expect(applyStep(corridor, [at(9, 5, 1)], 0, 0, 'R')).toEqual({ ok: true, robots: [at(9, 6, 1)], held: 0, steps: 1 });
  });

  it('names the wall, the closed door, the edge and a missing robot', () => {
    expect(applyStep(corridor, [at(9, 5, 1)], 0, 0, 'U')).toEqual({ ok: false, reason: 'robot 0 cannot step up: a wall' });
    expect(applyStep(corridor, [at(9, 4, 1)], 0, 0, 'L')).toEqual({
      ok: false,
      reason: 'robot 0 cannot step left: door A is closed (key a is not held)',
    });
    expect(applyStep(parse('@a'), [0], 0, 0, 'L')).toEqual({ ok: false, reason: 'robot 0 cannot step left: the edge of the map' });
    expect(applyStep(parse('#####\n#@Qa#\n#####'), [at(5, 1, 1)], 0, 0, 'R')).toEqual({
      ok: false,
      reason: 'robot 0 cannot step right: door Q never opens (its key is not on the map)',
    });
    expect(applyStep(corridor, [at(9, 5, 1)], 0, 1, 'R')).toEqual({ ok: false, reason: 'there is no robot 1 (the map has 1)' });
  });

  it('passes a door once its key is held, and picks up the key it steps on', () => {
    expect(applyStep(corridor, [at(9, 4, 1)], 0b01, 0, 'L')).toMatchObject({ ok: true, robots: [at(9, 3, 1)] });
    expect(applyStep(corridor, [at(9, 6, 1)], 0, 0, 'R')).toMatchObject({ ok: true, held: 0b01 });
  });
});

describe('a walk of steps and the key move', () => {
  it('the shortest route is the cells a key move walks, and stepping it ends in the same state', () => {
    const route = shortestRoute(corridor, at(9, 5, 1), 0, 0);
    expect(route).toEqual([at(9, 5, 1), at(9, 6, 1), at(9, 7, 1)]);
    const walked = replay(corridor, plugin.parseSolution('R R'));
    const moved = replay(corridor, plugin.parseSolution('a'));
    expect(walked.at(-1)).toBe(moved.at(-1));
    expect(shortestRoute(corridor, at(9, 5, 1), 0, 1)).toBeUndefined();
  });

  it('a walk between keys is a walk state: negative, decoded and drawn where the robot stands', () => {
    const states = replay(corridor, plugin.parseSolution('L'));
    const state = states.at(-1)!;
    expect(state).toBeLessThan(0);
    expect(decodeState(corridor, state)).toEqual({ robots: [at(9, 4, 1)], held: 0 });
    expect(render(corridor, state)).toBe(['#########', '#b.A@..a#', '#########'].join('\n'));
    expect(packState(corridor, [at(9, 5, 1)], 0)).toBe(initialState(corridor));
    expect(packState(corridor, [at(9, 7, 1)], 0b01)).toBe(encodeState(corridor, [at(9, 7, 1)], 0b01));
    expect(() => packState(corridor, [at(9, 0, 1)], 0)).toThrow(RangeError);
  });

  it('verify counts the steps walked, a detour included, and names a step into a wall', () => {
    expect(verify(corridor, 'R R L L L L L L')).toEqual({ valid: true, moves: 8, cost: 8 });
    expect(verify(corridor, 'L R R R b')).toEqual({ valid: true, moves: 5, cost: 10 });
    expect(verify(corridor, 'R U')).toEqual({ valid: false, step: 1, reason: 'robot 0 cannot step up: a wall' });
    expect(verify(corridor, 'R R L')).toEqual({ valid: false, step: 3, reason: 'keys b are still to be collected' });
  });

  it('the one replay plays steps and keys, and stops when the last key is picked up', () => {
    const r = replaySteps(playable, corridor, plugin.parseSolution('R R a L L L L L L'));
    expect(r.illegal).toEqual({ step: 2, reason: 'key a is already held' });
    const done = replaySteps(playable, corridor, plugin.parseSolution('R a L L L L L L L'));
    expect(done.solvedAfter).toBe(8);
  });

  it('draws a step as a route of one cell', () => {
    const svg = renderSvgAnimation(corridor, replay(corridor, plugin.parseSolution('R R')));
    expect(svg.match(/class="route"/g)).toHaveLength(2);
  });
});

describe('solving from a position between keys', () => {
  it('costs what is left from where the robot stands, in key moves', () => {
    const state = replay(corridor, plugin.parseSolution('L')).at(-1)!;
    const hint = solveFrom(corridor, state);
    expect(hint.result.status).toBe('solved');
    expect(hint.solution).toBe('a b');
    // From x = 4 (just right of the door): 3 to a, then 6 to b.
    expect(hint.result.cost).toBe(9);
    expect(hint.result.states?.[0]).toBe(state);
    expect(hint.result.states?.at(-1)).toBe(replay(corridor, plugin.parseSolution('a b')).at(-1));
    expect(solve(corridor).result.cost).toBe(8);
  });

  it('keeps robots and keys held: four robots, one of them between keys', () => {
    //   #######
    //   #a.#Cd#    a opens A for robot 3's b, b opens B for robot 2's c, c opens C for robot 1's d
    //   ##@#@##
    //   #######
    //   ##@#@##
    //   #cB#Ab#
    //   #######
    const four = parse(['#######', '#a.#Cd#', '##@#@##', '#######', '##@#@##', '#cB#Ab#', '#######'].join('\n'));
    const moves = plugin.parseSolution('0:U');
    const state = replay(four, moves).at(-1)!;
    expect(state).toBeLessThan(0);
    const hint = solveFrom(four, state);
    expect(hint.result.status).toBe('solved');
    const full = [...moves, ...plugin.parseSolution(hint.solution ?? '')];
    expect(hint.solution).toBe('0:a 3:b 2:c 1:d');
    expect(verify(four, full)).toEqual({ valid: true, moves: 5, cost: 1 + (hint.result.cost ?? Number.NaN) });
    expect(hint.result.cost).toBe(1 + 2 + 2 + 2);
    expect(applyMove(four, four.robots, 0, 0, 0)).toMatchObject({ ok: true, steps: 2 });
  });
});
