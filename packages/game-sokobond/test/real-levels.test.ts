import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { parseSolution } from '../src/notation.js';
import { replaySolution } from '../src/verify.js';
import { solve } from '../src/solve.js';

/**
 * Two levels of the real game that are not in the shared corpus (world 6 level 1 and world 7
 * level 12), written out from issue 20 with the solutions the game accepted.
 */
const PAPERS_PLEASE = `v2
- - x x x x x x x x

x x x h x - h - - x

x c - - - - - - - x
   +           /
x C - - - - - - - x

x x x h x - h - x x

- - x x x x x x x x
`;

const ARENA = `v2
- - x x x x x x - -

- x x - - - - x x -

x x - - - - - - x x
       /   /
x - - o h - C - - x
     /       /
x - - h - - - - - x

x - - - - - h - - x
     /       /
x - - c - h O - - x
       /   /
x x - - - - - - x x

- x x - - - - x x -

- - x x x x x x - -
`;

const LEVELS = [
  { name: 'Papers Please', text: PAPERS_PLEASE, known: ['DADDDDDDDASWWASAAA', 'DADDDDDDDAWSSAWAAA'] },
  { name: 'Arena', text: ARENA, known: ['ASAWWDDDWSAAWDWAADDAA', 'WDWAASSSADWWASAWWSSWW'] },
];

describe('levels of the real game beyond the corpus', () => {
  for (const { name, text, known } of LEVELS) {
    it(`replays the known solutions of ${name} to solved, no key refused`, () => {
      const level = parse(text);
      for (const s of known) {
        expect(replaySolution(level, parseSolution(s)), s).toMatchObject({ solved: true, played: s.length, blocked: [] });
      }
    });
  }

  it('strengthens two carbons past a triple bond (Papers Please needs a quadruple bond)', () => {
    const level = parse(PAPERS_PLEASE);
    const r = replaySolution(level, parseSolution('DAD'));
    const last = r.positions[r.positions.length - 1]!;
    const player = level.atoms.findIndex((a) => a.player);
    const above = level.atoms.findIndex((a) => a.element === 'c' && !a.player);
    // Both carbons are in one column; the upper one holds the bond downward.
    expect(last.charCodeAt(player) >>> 4).toBe((last.charCodeAt(above) >>> 4) + level.width);
    expect(r.positions.length).toBe(4);
  });

  it('takes the last upper-case atom as the player and the earlier one as an ordinary atom (Arena)', () => {
    const level = parse(ARENA);
    expect(level.atoms.filter((a) => a.player)).toEqual([{ x: 6, y: 6, element: 'o', player: true }]);
    expect(level.atoms.find((a) => a.x === 6 && a.y === 3)).toEqual({ x: 6, y: 3, element: 'c', player: false });
  });

  it('solves both with the default solver, and the solutions replay', () => {
    for (const { name, text } of LEVELS) {
      const level = parse(text);
      const r = solve(level);
      expect(r.result.status, name).toBe('solved');
      expect(replaySolution(level, parseSolution(r.solution!)).solved, name).toBe(true);
    }
  });
});
