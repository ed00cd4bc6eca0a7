import { describe, expect, it } from 'vitest';
import { gridKeyBound, gridProblem, keyMazeBound, problemOf, parse, solve } from '../src/index.js';

const start = (text: string): number => {
  const level = parse(text);
  return keyMazeBound(level)(problemOf(level).initial);
};

describe('keyMazeBound', () => {
  it('is exact on a corridor: both ways to the near key, then to the far one', () => {
    //   #########
    //   #b.A.@.a#    a (2), back and on to b (6)
    //   #########
    expect(start('#########\n#b.A.@.a#\n#########')).toBe(8);
  });

  it('counts the doubling back that doors force (the detour term)', () => {
    //   ###########
    //   #q.K.p.@..#    p first (2), down to k (4), back past the start to q (8)
    //   #######P###
    //   #######k###
    //   ###########
    const text = ['###########', '#q.K.p.@..#', '#######P###', '#######k###', '###########'].join('\n');
    expect(solve(parse(text)).result.cost).toBe(14);
    expect(start(text)).toBe(14);
  });

  it('never goes over the true cost on the samples of this package', () => {
    for (const text of ['#.....#\n#a.@.b#\n#.....#', '#####\n#@.a#\n#b###\n#####']) {
      expect(start(text)).toBeLessThanOrEqual(solve(parse(text)).result.cost!);
    }
  });

  it('is infinite when a key can never be collected', () => {
    expect(start('###########\n#a.B.@.A.b#\n###########')).toBe(Infinity);
  });

  it('joins robots that share a region into one node of a spanning tree', () => {
    //   #######
    //   #a@.@b#    each robot one step from a key: at least 1 + 1
    //   #######
    expect(start('#######\n#a@.@b#\n#######')).toBe(2);
  });

  it('adds up separate regions', () => {
    expect(start('#######\n#a@#@b#\n#######')).toBe(2);
  });
});

describe('gridKeyBound', () => {
  it('is the door-free distance to the farthest remaining key', () => {
    const level = parse('#########\n#b.A.@.a#\n#########');
    expect(gridKeyBound(level)(gridProblem(level).initial)).toBe(4);
  });

  it('is infinite when a key is out of reach', () => {
    const level = parse('#######\n#@.#a.#\n#######');
    expect(gridKeyBound(level)(gridProblem(level).initial)).toBe(Infinity);
  });
});
