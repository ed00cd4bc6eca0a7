import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { render } from '../src/render.js';
import { ABOARD, DELIVERED, TrainState, WAITING } from '../src/rules.js';
import { replay, verify } from '../src/verify.js';
import { parseSolution } from '../src/notation.js';

const level = (...rows: string[]) => parse(rows.join('\n'));
const last = (l: ReturnType<typeof parse>, moves: string) => replay(l, parseSolution(moves)).at(-1)!;

describe('boarding and delivery', () => {
  it('lets a passing car take an alien aboard and deliver it next to a house of its colour', () => {
    const l = level('#P###', 'A...Z', '###p#');
    const states = replay(l, parseSolution('RR'));
    expect(states[1]!.alienStatus(0)).toBe(WAITING); // the car is still on the entrance
    expect(states[2]!.alienStatus(0)).toBe(ABOARD); // the car reached (1,1), next to the alien
    expect(verify(l, 'RRRR')).toEqual({ valid: true, moves: 4, cost: 4 });
    expect(render(l, last(l, 'RRRR'))).toBe(['#.###', '[───]', '###P#'].join('\n'));
  });

  it('lets neither of two aliens board when both could take the same car at once', () => {
    const l = level('#P#p#', 'A...Z', '#P#p#');
    const end = last(l, 'RRRR');
    expect([end.alienStatus(0), end.alienStatus(1)]).toEqual([WAITING, WAITING]);
    expect(verify(l, 'RRRR')).toMatchObject({ valid: false, step: 4 });
  });

  it('lets a car deliver and then take the next alien aboard on the same cell', () => {
    const l = level('#PO##', 'A...Z', '##p##');
    const end = last(l, 'RRRR');
    expect(end.alienStatus(0)).toBe(DELIVERED);
    expect(end.alienStatus(1)).toBe(ABOARD);
    expect(end.carAlien(0)).toBe(1);
  });

  it('fills a wildcard house with any colour', () => {
    expect(verify(level('#G###', 'A...Z', '###?#'), 'RRRR').valid).toBe(true);
  });
});

describe('goo', () => {
  it('keeps non-green aliens out of a car a green alien has sat in', () => {
    const l = level('#G.O##', 'A....Z', '#.g.o#');
    const end = last(l, 'RRRRR');
    expect(end.alienStatus(0)).toBe(DELIVERED);
    expect(end.alienStatus(1)).toBe(WAITING);
    expect(end.carGoo(0)).toBe(true);
  });

  it('still lets a green alien into a gooped car', () => {
    expect(verify(level('#G.G###', 'A.....Z', '#.g..g#'), 'RRRRRR').valid).toBe(true);
  });
});

describe('the whole train runs out', () => {
  it('counts a delivery made as the car passes the last cell before the exit', () => {
    // The earlier solver stopped when the engine reached the exit and never checked this cell.
    const l = level('#P###', 'A...Z', '###p#');
    const atExit = last(l, 'RRRR');
    expect(atExit.done).toBe(true);
    expect(atExit.isSolved()).toBe(true);
  });

  it('delivers from a car standing on the exit cell', () => {
    expect(verify(level('#P###', 'A...Z', '####o'.replace('o', 'p')), 'RRRR').valid).toBe(true);
  });

  it('runs every car of a three-car train over the exit cell', () => {
    const l = level('aa###', 'A.P.Z', '#...#', '#..p#', '#####');
    // The third car passes (1,1)... but the exit row never passes the house: not solved.
    expect(verify(l, 'RDRRU')).toMatchObject({ valid: false });
    expect(l.cars).toBe(3);
  });
});

describe('track', () => {
  const box = level('######', '#....#', 'A.+..Z', '#....#', '######');

  it('refuses to turn on a crossing', () => {
    expect(verify(box, 'RRU')).toMatchObject({ valid: false, step: 2, reason: 'the track must go straight through a crossing' });
  });

  it('lets the track pass a crossing twice, once each way', () => {
    expect(verify(box, 'RRRULDDRRUR')).toEqual({ valid: true, moves: 11, cost: 11 });
    expect(render(box, last(box, 'RRRULDDRRUR'))).toBe(['######', '#.┌┐.#', '[─┼┘┌]', '#.└─┘#', '######'].join('\n'));
  });

  it('refuses to lay track twice on a cell, through a wall or off the grid', () => {
    expect(verify(box, 'RRRULR')).toMatchObject({ valid: false, step: 5, reason: 'the cell already has track on it' });
    expect(verify(box, 'RRRUU')).toMatchObject({ valid: false, step: 4, reason: 'the cell is blocked (wall, alien, house or car)' });
    expect(verify(box, 'L')).toMatchObject({ valid: false, step: 0, reason: 'the track would leave the grid' });
  });

  it('continues from the partner wormhole in the same direction', () => {
    const l = level('#######', 'A.*#*.Z', '#######');
    const states = replay(l, parseSolution('RRR'));
    expect(states.map((s) => s.head)).toEqual([7, 8, 12, 13]);
    expect(verify(l, 'RRR').valid).toBe(true);
    expect(render(l, states.at(-1))).toBe(['#######', '[─*#*─]', '#######'].join('\n'));
  });

  it('ends the track at the exit', () => {
    expect(verify(level('A.Z'), 'RRR')).toMatchObject({ valid: false, step: 2, reason: 'the track already ended at the exit' });
    expect(verify(level('A..Z'), 'RR')).toMatchObject({ valid: false, step: 2, reason: 'the track does not reach the exit' });
  });

  it('starts with the engine on the entrance and nothing laid', () => {
    const s = TrainState.initial(box);
    expect(s.path()).toEqual([box.entrance]);
    expect(s.done).toBe(false);
  });
});
