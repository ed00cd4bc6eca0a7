import { describe, expect, it } from 'vitest';
import { parse, replay, verify, decodeState } from '../src/index.js';

//   #########
//   #b.A.@.a#
//   #########
const corridor = parse(['#########', '#b.A.@.a#', '#########'].join('\n'));

describe('verify', () => {
  it('accepts a solution and counts its steps', () => {
    expect(verify(corridor, 'a b')).toEqual({ valid: true, moves: 2, cost: 8 });
  });

  it('accepts moves as well as text', () => {
    expect(
      verify(corridor, [
        { robot: 0, key: 'a' },
        { robot: 0, key: 'b' },
      ]),
    ).toEqual({ valid: true, moves: 2, cost: 8 });
  });

  it('names the first move that meets a closed door', () => {
    expect(verify(corridor, 'b a')).toEqual({
      valid: false,
      step: 0,
      reason: 'robot 0 cannot reach key b: every route is blocked by a wall, a closed door or a key not yet collected',
    });
  });

  it('says which keys are left when the solution stops early', () => {
    expect(verify(corridor, 'a')).toEqual({ valid: false, step: 1, reason: 'keys b are still to be collected' });
  });

  it('refuses a key that is not on the map, a repeated key and a robot that does not exist', () => {
    expect(verify(corridor, 'a z')).toEqual({ valid: false, step: 1, reason: "there is no key 'z' on the map" });
    expect(verify(corridor, 'a a')).toEqual({ valid: false, step: 1, reason: 'key a is already held' });
    expect(verify(corridor, '1:a b')).toMatchObject({ valid: false, step: 0 });
  });

  it('reports unreadable text as step -1', () => {
    expect(verify(corridor, 'a B')).toMatchObject({ valid: false, step: -1 });
  });

  it('accepts the empty solution on a map without keys', () => {
    expect(verify(parse('###\n#@#\n###'), '')).toEqual({ valid: true, moves: 0, cost: 0 });
  });
});

describe('replay', () => {
  it('lists the start and the state after each legal move', () => {
    const states = replay(corridor, [
      { robot: 0, key: 'a' },
      { robot: 0, key: 'b' },
    ]);
    expect(states.map((s) => decodeState(corridor, s))).toEqual([
      { robots: [14], held: 0 },
      { robots: [16], held: 0b01 },
      { robots: [10], held: 0b11 },
    ]);
  });

  it('stops before the first illegal move', () => {
    expect(
      replay(corridor, [
        { robot: 0, key: 'b' },
        { robot: 0, key: 'a' },
      ]),
    ).toHaveLength(1);
  });
});
