import { describe, expect, it } from 'vitest';
import { keyGraph, type KeyGraph } from '../../src/internal/graph.js';
import { parse } from '../../src/index.js';
import type { Level } from '../../src/level.js';
import { doorChain } from '../arbitraries/maze.js';

const STOP = Symbol('stop');

/** Builds the graph with a check that stops it at its n-th call: the graph, or `undefined`. */
function buildStoppingAt(level: Level, n: number): KeyGraph | undefined {
  let calls = 0;
  try {
    return keyGraph(level, () => {
      if (++calls === n) throw STOP;
    });
  } catch (e) {
    if (e === STOP) return undefined;
    throw e;
  }
}

describe('keyGraph with a check', () => {
  it('calls it as it builds, and stops where it throws', () => {
    let calls = 0;
    expect(keyGraph(parse(doorChain(8)), () => void calls++)).toBeDefined();
    // Once per place the routes start from (18 here), after each large table and every few
    // thousand steps.
    expect(calls).toBeGreaterThanOrEqual(18 + 2);
    expect(buildStoppingAt(parse(doorChain(8)), 5)).toBeUndefined();
  });

  it('caches only a whole graph, the same as the one built without checks', () => {
    const level = parse(doorChain(6));
    expect(buildStoppingAt(level, 1)).toBeUndefined();
    const g = keyGraph(level);
    expect(g).toEqual(keyGraph(parse(doorChain(6))));
    expect(buildStoppingAt(level, 1)).toBe(g); // cached now: no check is called
    // The routes to the far key: one per choice of door in each loop.
    const z = level.keys.indexOf('z');
    let toZ = 0;
    for (let e = g.routeStart[0]!; e < g.routeStart[1]!; e++) if (g.routeKey[e] === z) toZ++;
    expect(toZ).toBe(2 ** 6);
  });
});
