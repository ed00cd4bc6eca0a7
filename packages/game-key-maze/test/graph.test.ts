import { describe, expect, it } from 'vitest';
import { keyGraph, keyGraphWithin } from '../src/internal/graph.js';
import { parse } from '../src/index.js';
import { doorChain } from './arbitraries/maze.js';

describe('keyGraphWithin', () => {
  it('asks whether to stop as it builds, and stops when told', () => {
    let asked = 0;
    const whole = keyGraphWithin(parse(doorChain(8)), () => (asked++, false));
    expect(whole).toBeDefined();
    // Once per place the routes start from (18 here), after each large table and every few
    // thousand steps.
    expect(asked).toBeGreaterThanOrEqual(18 + 2);

    const level = parse(doorChain(8));
    let left = 5;
    expect(keyGraphWithin(level, () => --left < 0)).toBeUndefined();
    expect(left).toBe(-1);
  });

  it('caches only a whole graph, the same as the one built without checks', () => {
    const level = parse(doorChain(6));
    expect(keyGraphWithin(level, () => true)).toBeUndefined();
    const g = keyGraphWithin(level, () => false)!;
    expect(g).toEqual(keyGraph(parse(doorChain(6))));
    expect(keyGraph(level)).toBe(g);
    // The routes to the far key: one per choice of door in each loop.
    const z = level.keys.indexOf('z');
    let toZ = 0;
    for (let e = g.routeStart[0]!; e < g.routeStart[1]!; e++) if (g.routeKey[e] === z) toZ++;
    expect(toZ).toBe(2 ** 6);
  });
});
