import { describe, expect, it } from 'vitest';
import { parse, parseSolution, playCard, startPosition, type BallPosition } from '../src/index.js';

/**
 * Plays `moves` (notation; the hand is not checked) on the level drawn in `rows` and says where
 * the ball ends as `x,y`, or `fails: <reason>` with the failing move's index.
 */
function after(rows: string, moves: string): string {
  const lines = rows
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const width = Math.max(...lines.map((l) => l.split(/\s+/).length));
  const level = parse(`${width}x${lines.length}\n${lines.join('\n')}\n\n1-`);
  let at: BallPosition = startPosition(level);
  for (const [i, m] of parseSolution(moves).entries()) {
    const out = playCard(level, at, m.card, m.direction);
    if (!out.ok) return `fails: ${out.reason} at ${i}`;
    at = out;
  }
  return `${at.ball % level.width},${Math.floor(at.ball / level.width)}`;
}

describe('rolling', () => {
  it('rolls tile by tile over level tiles', () => {
    expect(after('0,ball 0 0 0,flag', '2-↘')).toBe('2,0');
  });
  it('fails off the edge of the map and into void', () => {
    expect(after('0,ball 0 0\n0,flag x x', '3-↘')).toBe('fails: void at 0');
    expect(after('0,ball x 0,flag', '1-↘')).toBe('fails: void at 0');
  });
  it('falls onto a lower tile and rolls on', () => {
    expect(after('2,ball 1 0 0 0,flag', '3-↘')).toBe('3,0');
  });
  it('bounces off a higher tile and rolls back the rest of the way', () => {
    // 3 tiles: one to (1,0), the bounce off the wall, one back to (0,0).
    expect(after('0,ball 0 1 0,flag', '3-↘')).toBe('0,0');
  });
  it('passes over the flag when the roll goes on', () => {
    expect(after('0,ball 0,flag 0 0', '2-↘')).toBe('2,0');
  });
  it('drops into the hole when it reaches the flag with one tile left and void ahead', () => {
    expect(after('0,ball 0 0,flag', '3-↘')).toBe('2,0');
    expect(after('0,ball 0 0,flag', '4-↘')).toBe('fails: void at 0');
    expect(after('0,ball 0,flag x', '2-↘')).toBe('1,0');
    // Not from a slope (2-12's known solutions rule that out).
    expect(after('0,ball 1,right 0,flag', '3-↘')).toBe('fails: void at 0');
    expect(after('0,ball 0,flag', '2-↘')).toBe('1,0');
  });
});

describe('jumping', () => {
  it('lands exactly N tiles away whatever lies between', () => {
    expect(after('0,ball 5 x 0 0,flag', '3/↘')).toBe('3,0');
  });
  it('fails when it lands on void or off the map', () => {
    expect(after('0,ball 0 x 0,flag', '2/↘')).toBe('fails: void at 0');
    expect(after('0,ball 0,flag', '2/↘')).toBe('fails: void at 0');
  });
  it('plays a jump-then-roll card in one direction', () => {
    expect(after('0,ball 3 0 0 0,flag', '2/2-↘')).toBe('4,0');
  });
});

describe('slopes', () => {
  it('rolls up a slope from one lower and down it from its height', () => {
    // 1,left falls to the left: its low end (height 0) is on the left, its top (1) on the right.
    expect(after('0,ball 1,left 1 1,flag', '2-↘')).toBe('2,0');
    expect(after('0,flag 1,left 1,ball 1', '2-↖')).toBe('0,0');
  });
  it('slides down a slope the ball stops on', () => {
    expect(after('0 1,left 1,ball 1,flag', '1-↖')).toBe('0,0');
  });
  it('fails when asked to roll across a slope', () => {
    // The slope's side is level with the ball, so it rolls onto it, then cannot go on across it.
    expect(after('0,ball 0,down 0,flag\nx 0 x', '2-↘')).toBe('fails: sideways at 0');
  });
  it('stops a ball that falls across a slope, which then slides down it', () => {
    // The ball falls from height 2 onto the slope (falling right) while rolling up, and slides right.
    expect(after('x 1,right 0\n0,flag 2,ball 0', '3-↗')).toBe('2,0');
  });
  it('turns the rest of a card down a slope that a step ends on', () => {
    // The jump lands on the slope falling down; the roll then goes down, not right.
    expect(after('0,ball 0 1,down\n0,flag 0 0\n0 0 0', '2/1-↘')).toBe('2,1');
  });
});

describe('angles', () => {
  it('turns a ball that crosses an angle from an open side', () => {
    // /br: wall in the bottom-right corner; a ball rolling right turns up.
    expect(after('0,flag 0 0\n0,ball 0 0,/br', '3-↘')).toBe('2,0');
  });
  it('treats the closed sides as a wall one higher', () => {
    expect(after('0,ball 0 0,/bl 0,flag', '3-↘')).toBe('0,0');
    expect(after('1,ball 0,/bl 0,flag', '2-↘')).toBe('2,0');
  });
});

describe('sand, quicksand and water', () => {
  it('stops the ball on sand, and a roll cannot leave sand (a jump can)', () => {
    expect(after('0,ball 0,sand 0 0,flag', '3-↘')).toBe('1,0');
    expect(after('0,ball 0,sand 0 0,flag', '3-↘ 1-↘')).toBe('1,0');
    expect(after('0,ball 0,sand 0 0,flag', '3-↘ 2/↘')).toBe('3,0');
  });
  it('sinks a ball that ends a card on quicksand but lets it roll over', () => {
    expect(after('0,ball 0,quick 0 0,flag', '1-↘')).toBe('fails: quicksand at 0');
    expect(after('0,ball 0,quick 0 0,flag', '2-↘')).toBe('2,0');
  });
  it('sends a ball that rolls or jumps into water back to the last safe tile', () => {
    expect(after('0,ball 0 0,water 0,flag', '3-↘')).toBe('1,0');
    expect(after('0,ball 0 0,water 0,flag', '1-↘ 1/↘')).toBe('1,0');
  });
});

describe('springs', () => {
  it('turns the rest of a roll into a jump from a spring at or below the ball', () => {
    expect(after('0,ball 0,boing x x 0,flag', '4-↘')).toBe('4,0');
  });
  it('bounces the ball off a spring that is higher', () => {
    expect(after('0,ball 0 1,boing 0,flag', '3-↘')).toBe('0,0');
  });
  it('turns the next roll of a card into a jump when a step ends on a spring', () => {
    expect(after('0,ball 0,boing x 0,flag', '1/2-↘')).toBe('3,0');
  });
  it('lets the roll of a jump-then-roll card climb a spring one higher', () => {
    expect(after('0,ball 0 1 2,boing x 0,flag', '2/1-↘')).toBe('3,0');
    expect(after('0,ball 0 1 2,boing x 0,flag', '2/↘ 1-↘')).toBe('2,0');
  });
});

describe('warps, belts and ice', () => {
  it('carries the ball from a warp to its pair', () => {
    expect(after('0,ball 0,warp3 0\n0,flag 0 0,warp3', '1-↘')).toBe('2,1');
  });
  it('moves the ball along belts after the card, one tile at a time', () => {
    expect(after('0,ball 0,*e 0,*s\n0,flag 0 0', '1-↘')).toBe('2,1');
  });
  it('keeps the ball sliding on ice in its last direction', () => {
    expect(after('0,ball 0,ice 0,ice 0 0,flag', '1-↘')).toBe('3,0');
  });
  it('stops an ice slide that bounces off a wall, on the ice', () => {
    expect(after('0,ball 0,ice 0,ice 1 0,flag', '1-↘')).toBe('2,0');
  });
  it('turns a ball sliding across an ice angle', () => {
    expect(after('0,flag 0 0\n0,ball 0,ice 0,icebr', '1-↘')).toBe('2,0');
  });
  it('fails a slide that comes back to a tile in the same direction', () => {
    expect(after('0,ball 0,*e 0,*s\n0,flag 0,*n 0,*w', '1-↘')).toBe('fails: loop at 0');
  });
  it('takes a warp at the end of a slide', () => {
    expect(after('0,ball 0,*e 0,warp\n0,flag 0,warp 0', '1-↘')).toBe('1,1');
  });
});
