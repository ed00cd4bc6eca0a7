import { describe, expect, it } from 'vitest';
import { applyMove, ballsMoved, initialState, isSolved, moveError, parse, render, rulesOf, type Level } from '../src/index.js';

/** Plays `from>to` moves (1-based) and draws the result. */
function play(level: Level, moves: string): string {
  let state = initialState(level);
  for (const m of moves.split(' ').filter(Boolean)) {
    const [from, to] = m.split('>').map((x) => Number(x) - 1) as [number, number];
    const why = moveError(level, state, from, to);
    if (why) return `refused: ${why}`;
    state = applyMove(level, state, from, to);
  }
  return render(level, state);
}

const picture = (...rows: string[]) => rows.join('\n');

describe('the app rules', () => {
  const level = parse('{ "capacity": 3, "tubes": [["R","G"], ["G","R","G"], ["R"], []] }');

  it('draws the level top row first with the tube numbers underneath', () => {
    expect(render(level)).toBe(picture(' . G . .', ' G R . .', ' R G R .', ' 1 2 3 4'));
  });

  it('puts a ball onto a ball of its own colour', () => {
    expect(play(level, '2>1')).toBe(picture(' G . . .', ' G R . .', ' R G R .', ' 1 2 3 4'));
  });

  it('puts a ball into an empty tube', () => {
    expect(play(level, '2>4')).toBe(picture(' . . . .', ' G R . .', ' R G R G', ' 1 2 3 4'));
  });

  it('refuses a ball onto another colour', () => {
    expect(play(level, '1>3')).toMatch(/refused: the ball G cannot go onto R \(app rules/);
  });

  it('refuses a full destination, an empty source, the same tube and a missing tube', () => {
    expect(play(level, '1>2')).toBe('refused: tube 2 is full');
    expect(play(level, '4>1')).toBe('refused: tube 4 is empty');
    expect(play(level, '1>1')).toBe('refused: a tube cannot move onto itself');
    expect(play(level, '1>9')).toBe('refused: there is no tube 9 (the level has 4)');
  });

  it('sorts the level in five moves', () => {
    expect(play(level, '2>1 2>3 1>2 1>2 1>3')).toBe(picture(' . G R .', ' . G R .', ' . G R .', ' 1 2 3 4'));
  });
});

describe('the course rules', () => {
  const level = parse('{ "capacity": 3, "tubes": [["R","G"], ["G","R","G"], ["R"], []] }', { options: { rules: 'course' } });

  it('puts a ball onto any tube that is not full', () => {
    expect(play(level, '1>3')).toBe(picture(' . G . .', ' . R G .', ' R G R .', ' 1 2 3 4'));
    expect(play(level, '1>2')).toBe('refused: tube 2 is full');
  });
});

describe('the pour move unit', () => {
  const text = '{ "capacity": 4, "tubes": [["R","G","G","G"], ["B","G"], ["B","B","B","R"], ["R","R"], []] }';

  it('moves the whole top run when it fits', () => {
    const level = parse(text, { options: { moves: 'pour' } });
    expect(ballsMoved(level, initialState(level), 0, 4)).toBe(3);
    expect(play(level, '1>5')).toBe(picture(' . . R . .', ' . . B . G', ' . G B R G', ' R B B R G', ' 1 2 3 4 5'));
  });

  it('moves as many balls as fit, and the rest stay', () => {
    const level = parse(text, { options: { moves: 'pour' } });
    expect(ballsMoved(level, initialState(level), 0, 1)).toBe(2);
    expect(play(level, '1>2')).toBe(picture(' . G R . .', ' . G B . .', ' G G B R .', ' R B B R .', ' 1 2 3 4 5'));
  });

  it('moves one ball per move with the single unit', () => {
    const level = parse(text);
    expect(ballsMoved(level, initialState(level), 0, 4)).toBe(1);
  });
});

describe('the goal', () => {
  it('is every tube empty or full of one colour', () => {
    const done = parse('{ "capacity": 2, "tubes": [["A","A"], [], ["B","B"]] }');
    expect(isSolved(done, initialState(done))).toBe(true);
    const split = parse('{ "capacity": 2, "tubes": [["A"], ["A"], ["B","B"]] }');
    expect(isSolved(split, initialState(split))).toBe(false);
  });
});

describe('the compiled rules', () => {
  it('agree with moveError on every pair of tubes of a sample', () => {
    const level = parse('{ "capacity": 3, "tubes": [["R","G"], ["G","R","G"], ["R"], []] }');
    const s = initialState(level);
    const r = rulesOf(level);
    for (let f = 0; f < 4; f++)
      for (let t = 0; t < 4; t++) if (f !== t) expect(r.canMove(s, f, t)).toBe(moveError(level, s, f, t) === undefined);
  });
});
