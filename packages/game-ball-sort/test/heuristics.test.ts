import { describe, expect, it } from 'vitest';
import { heuristicFor, initialState, parse, render, solve, type HeuristicName } from '../src/index.js';

const NAMES: HeuristicName[] = ['zero', 'dig-clutter', 'final-tube', 'junk-cycles'];
const values = (text: string, options: Record<string, string> = {}) => {
  const level = parse(text, { options });
  return NAMES.map((n) => heuristicFor(level, n)(initialState(level)));
};

describe('the heuristics', () => {
  it('count what must move on the course example: zero, dig-clutter, final-tube, junk-cycles', () => {
    const level = parse('2\n1\nYBYB\nBYBY\n');
    expect(render(level)).toBe([' B Y .', ' Y B .', ' B Y .', ' Y B .', ' 1 2 3'].join('\n'));
    // Above the bottom balls: 3 + 3 = 6 (dig-clutter). Final-tube also charges each Y above a B in
    // the Y tube, and each B above a Y in the B tube, twice: 8. The true optimum is 10.
    expect(values('2\n1\nYBYB\nBYBY\n')).toEqual([0, 6, 8, 8]);
    expect(solve(level).result.moves?.length).toBe(10);
  });

  it('charge a duplicated bottom colour its whole streak (final-tube), not one ball (dig-clutter)', () => {
    // Two tubes with R R at the bottom: one of them must be emptied, both its R balls move.
    const text = '{ "capacity": 4, "tubes": [["R","R","G","G"], ["R","R","G","G"], []] }';
    expect(values(text)).toEqual([0, 5, 6, 6]);
  });

  it('add one move for a cycle of junk: each tube holds the other colour above its bottom', () => {
    const text = '{ "capacity": 3, "tubes": [["A","B","B"], ["B","A","A"], []] }';
    expect(values(text)).toEqual([0, 4, 4, 5]);
    const level = parse(text);
    expect(solve(level).result.moves!.length).toBeGreaterThanOrEqual(5);
  });

  it('count runs, not balls, for pour moves', () => {
    // Runs: [A][BB] and [B][AA]: four runs, two bottom colours kept, so at least two pours.
    expect(values('{ "capacity": 3, "tubes": [["A","B","B"], ["B","A","A"], []] }', { moves: 'pour' })).toEqual([0, 2, 2, 2]);
  });

  it('are zero on a solved level', () => {
    expect(values('{ "capacity": 2, "tubes": [["A","A"], [], ["B","B"]] }')).toEqual([0, 0, 0, 0]);
  });
});
