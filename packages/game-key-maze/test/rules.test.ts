import { describe, expect, it } from 'vitest';
import { applyMove, canEnter, neighbour, parse, routeLength, step } from '../src/index.js';

// Cells are numbered row-major; `at(level, x, y)` keeps the tests readable.
const at = (width: number, x: number, y: number): number => y * width + x;

describe('one grid step', () => {
  const level = parse(['#######', '#a.A@.#', '#######'].join('\n'));
  const start = [at(7, 4, 1)];

  it('moves onto open floor', () => {
    expect(step(level, start, 0, 0, 'R')).toEqual({ robots: [at(7, 5, 1)], held: 0 });
  });

  it('stops at a wall', () => {
    expect(step(level, start, 0, 0, 'U')).toBeUndefined();
  });

  it('stops at a closed door and passes it once its key is held', () => {
    expect(step(level, start, 0, 0, 'L')).toBeUndefined();
    expect(step(level, start, 0b1, 0, 'L')).toEqual({ robots: [at(7, 3, 1)], held: 0b1 });
  });

  it('picks up the key it steps on', () => {
    expect(step(level, [at(7, 2, 1)], 0, 0, 'L')).toEqual({ robots: [at(7, 1, 1)], held: 0b1 });
  });

  it('stops at the edge of a map without a border', () => {
    const open = parse('@a');
    expect(neighbour(open, 0, 'L')).toBe(-1);
    expect(neighbour(open, 0, 'U')).toBe(-1);
    expect(step(open, [0], 0, 0, 'L')).toBeUndefined();
    expect(step(open, [0], 0, 0, 'R')).toEqual({ robots: [1], held: 0b1 });
  });

  it('never passes a door whose key is not on the map', () => {
    const level2 = parse('#####\n#@Qa#\n#####');
    expect(canEnter(level2, at(5, 2, 1), 0x3ffffff)).toBe(false);
  });

  it('lets robots share a cell (they do not block one another)', () => {
    const two = parse('#####\n#@@a#\n#####');
    expect(step(two, [at(5, 1, 1), at(5, 2, 1)], 0, 0, 'R')).toEqual({ robots: [at(5, 2, 1), at(5, 2, 1)], held: 0 });
  });
});

describe('a walk to a key', () => {
  //   #########
  //   #b.A.@.a#     a is 2 steps away; b needs key a (door A)
  //   #########
  const level = parse(['#########', '#b.A.@.a#', '#########'].join('\n'));
  const robot = at(9, 5, 1);

  it('takes the shortest route', () => {
    expect(routeLength(level, robot, 0, 0)).toBe(2);
  });

  it('cannot cross a closed door', () => {
    expect(routeLength(level, robot, 0, 1)).toBe(-1);
    expect(applyMove(level, [robot], 0, 0, 1)).toEqual({
      ok: false,
      reason: 'robot 0 cannot reach key b: every route is blocked by a wall, a closed door or a key not yet collected',
    });
  });

  it('opens the door with its key and counts every step', () => {
    const first = applyMove(level, [robot], 0, 0, 0);
    expect(first).toEqual({ ok: true, robots: [at(9, 7, 1)], held: 0b01, steps: 2 });
    if (!first.ok) return;
    expect(applyMove(level, first.robots, first.held, 0, 1)).toEqual({ ok: true, robots: [at(9, 1, 1)], held: 0b11, steps: 6 });
  });

  it('does not walk over a key it does not hold (that key would be collected first)', () => {
    //   #######
    //   #@.a.b#   b lies beyond a: collecting b first is not a move of its own
    //   #######
    const line = parse('#######\n#@.a.b#\n#######');
    expect(routeLength(line, at(7, 1, 1), 0, 1)).toBe(-1);
    expect(routeLength(line, at(7, 1, 1), 0b01, 1)).toBe(4);
  });

  it('takes a longer way round when the short one is shut', () => {
    //   #######
    //   #.....#
    //   #@.B.a#    the door B is shut: go round through the top row (6 steps, not 4)
    //   #######
    const ring = parse('#######\n#.....#\n#@.B.a#\n#######\n');
    const problemKeys = ring.keys;
    expect(problemKeys).toEqual(['a']);
    expect(routeLength(ring, at(7, 1, 2), 0, 0)).toBe(6);
  });

  it('refuses a key already held, a missing robot and a missing key', () => {
    expect(applyMove(level, [robot], 0b01, 0, 0)).toEqual({ ok: false, reason: 'key a is already held' });
    expect(applyMove(level, [robot], 0, 3, 0)).toEqual({ ok: false, reason: 'there is no robot 3 (the map has 1)' });
    expect(applyMove(level, [robot], 0, 0, 7)).toEqual({ ok: false, reason: 'there is no such key on the map' });
  });
});
