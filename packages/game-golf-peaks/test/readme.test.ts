import { describe, expect, it } from 'vitest';
import { DOWN, parse, playCard, print, render, solve, startPosition, verify } from '../src/index.js';

// The examples of the README and of the TSDoc, run as tests.
describe('the documented examples', () => {
  it('solve, verify and render the README level', () => {
    const level = parse(`3x3
2       1   0,flag
1       1   1
0,ball  1   2

2- 2- 1/
`);
    const { result, solution } = solve(level);
    expect([result.status, result.cost, solution]).toEqual(['solved', 3, '1/↗ 2-↘ 2-↗']);
    expect(verify(level, solution!)).toEqual({ valid: true, moves: 3, cost: 3 });
    expect(render(level)).toBe('2.  1.  0.F\n1.  1.  1.\n0.o 1.  2.\n\ncards: 2- 2- 1/');
  });

  it('parse, print, playCard and solve as in their TSDoc', () => {
    const level = parse('1x3\n0,ball\n0\n0,flag\n\n2-');
    expect(level.cards[0]?.label).toBe('2-');
    expect(print(parse('1x2\n0,ball\n0,flag\n\n1-'))).toBe('1x2\n0,ball\n0,flag\n\n1-\n');
    expect(playCard(level, startPosition(level), level.cards[0]!, DOWN)).toEqual({ ok: true, ball: 2, lastSafe: 2 });
    expect(solve(level).solution).toBe('2-↙');
    expect(render(level)).toBe('0.o\n0.\n0.F\n\ncards: 2-');
  });
});
