import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs } from '@puzzle-solvers/search-core';
import {
  decodeGridState,
  decodeState,
  encodeState,
  gridKeyBound,
  gridProblem,
  initialState,
  keyMazeBound,
  KeyMazeSearchState,
  problemOf,
  parse,
  solve,
} from '../src/index.js';
import { createCodec } from '../src/internal/codec.js';
import { mazeArb } from './arbitraries/maze.js';

//   #########
//   #b.A.@.a#
//   #########
const corridor = parse(['#########', '#b.A.@.a#', '#########'].join('\n'));

describe('the contracted state', () => {
  it('starts with every robot home and no key', () => {
    expect(decodeState(corridor, initialState(corridor))).toEqual({ robots: [14], held: 0 });
  });

  it('encodes and decodes robots on keys with the keys held', () => {
    const s = encodeState(corridor, [10], 0b11);
    expect(decodeState(corridor, s)).toEqual({ robots: [10], held: 0b11 });
    expect(() => encodeState(corridor, [11], 0)).toThrow(RangeError);
  });

  it('lists the moves to keys with their step counts', () => {
    const p = problemOf(corridor);
    const out: [string, number][] = [];
    p.expand!(p.initial, (_s, m, c) => out.push([`${m.robot}:${m.key}`, c ?? 1]));
    expect(out).toEqual([['0:a', 2]]);
  });

  it('has a heuristic that is exact on a corridor', () => {
    expect(keyMazeBound(corridor)(initialState(corridor))).toBe(2 + 6);
  });
});

describe('the raw grid problem', () => {
  it('steps one cell at a time and agrees with the contracted search', () => {
    const r = bfs(gridProblem(corridor));
    expect(r.cost).toBe(8);
    expect(r.moves?.map((m) => m.dir).join('')).toBe('RRLLLLLL');
    expect(decodeGridState(corridor, r.states!.at(-1)!)).toEqual({ robots: [10], held: 0b11 });
  });

  it('gives the same cost with A* and its key-distance bound', () => {
    expect(astar(gridProblem(corridor, gridKeyBound(corridor))).cost).toBe(8);
  });

  it('moves each of several robots', () => {
    const two = parse('#####\n#@.@#\n#a#b#\n#####');
    const p = gridProblem(two);
    const moves: string[] = [];
    p.expand!(p.initial, (_s, m) => moves.push(`${m.robot}${m.dir}`));
    expect(moves).toEqual(['0D', '0R', '1D', '1L']);
    expect(bfs(p).cost).toBe(2);
  });
});

describe('the state codec', () => {
  it('packs into one number while the product fits in 2^53', () => {
    const c = createCodec([27, 27], 26);
    expect(c.kind).toBe('packed');
    const locals = new Int32Array(2);
    const s = c.encode([26, 3], 0x3ffffff);
    expect(c.decode(s, locals)).toBe(0x3ffffff);
    expect([...locals]).toEqual([26, 3]);
    const t = c.with(s, 0x3ffffff, locals, 0, 5, 1);
    expect(c.decode(t, locals)).toBe(1);
    expect([...locals]).toEqual([5, 3]);
  });

  it('interns tuples when the product does not fit', () => {
    const c = createCodec([27, 27, 27, 27, 27, 27, 27, 27], 26);
    expect(c.kind).toBe('interned');
    const locals = new Int32Array(8);
    const s = c.encode([1, 2, 3, 4, 5, 6, 7, 8], 9);
    expect(c.encode([1, 2, 3, 4, 5, 6, 7, 8], 9)).toBe(s);
    expect(c.decode(s, locals)).toBe(9);
    expect([...locals]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const t = c.with(s, 9, locals, 7, 0, 10);
    expect(t).not.toBe(s);
    expect(c.decode(t, locals)).toBe(10);
    expect([...locals]).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
  });
});

describe('KeyMazeSearchState', () => {
  it('walks each robot to each key it can reach, costing the steps walked', () => {
    const state = new KeyMazeSearchState(corridor);
    // b is behind door A, whose key a is not held yet.
    expect(state.successors().map((s) => [s.move.key, s.cost])).toEqual([['a', 2]]);
    expect(state.play({ robot: 0, key: 'b' })).toMatch(/cannot reach key b/);
    expect(state.play({ robot: 3, key: 'a' })).toMatch(/no robot 3/);
    const a = state.play({ robot: 0, key: 'a' }) as KeyMazeSearchState;
    expect([a.steps, a.isGoal(), a.packed()]).toEqual([2, false, encodeState(corridor, [16], 0b01)]);
    expect(astar(new KeyMazeSearchState(corridor)).cost).toBe(8);
    expect(bfs(new KeyMazeSearchState(corridor)).moves?.map((m) => m.key)).toEqual(['a', 'b']);
  });

  it('finds with A* the same fewest steps as the game solver, on small random maps', () => {
    const seen = { solved: 0, impossible: 0 };
    fc.assert(
      fc.property(mazeArb({ robots: 2, maxWidth: 7, maxHeight: 5, maxKeys: 4 }), (text) => {
        const level = parse(text);
        const own = solve(level).result;
        const viaState = astar(new KeyMazeSearchState(level));
        expect(viaState.status).toBe(own.status);
        if (own.status === 'solved') {
          seen.solved++;
          expect(viaState.cost).toBe(own.cost);
        } else seen.impossible++;
      }),
      { numRuns: 100 },
    );
    expect(seen.solved).toBeGreaterThan(10);
  });
});
