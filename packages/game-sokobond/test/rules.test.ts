import { describe, expect, it } from 'vitest';
import { initialPosition, isSolved, move, moleculeCount } from '../src/rules.js';
import { level, picture, play } from './helpers.js';

describe('moving and bonding', () => {
  it('moves the player and bonds it to the atom it reaches', () => {
    expect(play(level('xxxxxx', 'xH-h-x', 'xxxxxx'), 'D')).toBe(picture('# # # # # #', '', '# . H-h . #', '', '# # # # # #'));
  });

  it('pushes a molecule in the way without bonding a full atom to it', () => {
    expect(play(level('xxxxxxx', 'xHh-c-x', 'xxxxxxx'), 'DD')).toBe(picture('# # # # # # #', '', '# . . H-h c #', '', '# # # # # # #'));
  });

  it("refuses to push a molecule into a cell the player's molecule is leaving", () => {
    // The helium sits inside the player's U: pushed left by the right arm, it would enter the cell
    // of the left arm, which moves on too. The earlier solver's code refuses that move.
    const u = level('xxxxxxx', 'x-heh-x', 'x-oCo-x', 'x-----x', 'xxxxxxx');
    expect(play(u, 'A')).toBe('refused: overlap');
    expect(play(u, 'D')).toBe('refused: overlap');
    expect(play(u, 'S')).not.toMatch(/refused/);
  });

  it('refuses to push a molecule into a wall', () => {
    expect(play(level('xxxxx', 'xHhhx', 'xxxxx'), 'D')).toBe('refused: wall');
    expect(play(level('xxxxxx', 'x-hh-x', 'x-H--x', 'xxxxxx'), 'W')).toBe('refused: wall');
  });

  it('bonds both neighbours when the player arrives between them', () => {
    expect(play(level('xxxxx', 'xh-hx', 'x-O-x', 'xxxxx'), 'W')).toBe(
      picture('# # # # #', '', '# h-O-h #', '', '# . . . #', '', '# # # # #'),
    );
  });

  it('bonds touching atoms on load, closing rings', () => {
    expect(play(level('xxxxxxx', 'x-----x', 'x-Oo--x', 'x-oo--x', 'xxxxxxx'), '')).toBe(
      picture('# # # # # # #', '', '# . . . . . #', '', '# . O-o . . #', '    | |', '# . o-o . . #', '', '# # # # # # #'),
    );
  });

  it('gives a scarce electron to the partner that comes first in the file', () => {
    // o(2,2) has one electron left after bonding the player; the o above it comes before the h.
    expect(play(level('xxxxxx', 'x-o--x', 'xOoh-x', 'xxxxxx'), '')).toBe(
      picture('# # # # # #', '', '# . o . . #', '    |', '# O-o h . #', '', '# # # # # #'),
    );
  });

  it('gives a scarce electron to a lone atom before an atom of a molecule', () => {
    // Moving right, the player touches the carbon of c–h above (first in the file) and a lone h below.
    expect(play(level('xxxxxxx', 'x-ch--x', 'xH----x', 'x-h---x', 'xxxxxxx'), 'D')).toBe(
      picture('# # # # # # #', '', '# . c-h . . #', '', '# . H . . . #', '    |', '# . h . . . #', '', '# # # # # # #'),
    );
  });

  it('lets the molecule that moved bond before an atom it has just picked up', () => {
    // Moving up, the splitter cuts the h off the C; the C then bonds the o on its right, and the
    // lone h goes to the player's own o (which moved), not to that o (first in the file).
    const splitLevel = level(
      'v2',
      'x x x x x x x',
      '',
      'x - - - - - x',
      '',
      'x - - o - - x',
      '     /',
      'x - C h - - x',
      '',
      'x - o - - - x',
      '',
      'x x x x x x x',
    );
    expect(play(splitLevel, 'W')).toBe(
      picture(
        '# # # # # # #',
        '',
        '# . . . . . #',
        '',
        '# . C-o . . #',
        '    |/',
        '# . o-h . . #',
        '',
        '# . . . . . #',
        '',
        '# # # # # # #',
      ),
    );
  });

  it('gives a scarce electron first to the atom the player runs into', () => {
    // Moving left, the player's last electron goes to the h ahead, not to the c above (earlier in the file).
    expect(play(level('xxxxxx', 'x-c--x', 'xh--Hx', 'xxxxxx'), 'AA')).toBe(
      picture('# # # # # #', '', '# . c . . #', '', '# h-H . . #', '', '# # # # # #'),
    );
  });
});

describe('modifiers', () => {
  it('breaks a single bond that crosses a splitter and leaves the far part behind', () => {
    expect(play(level('v2', 'x x x x x x', '', 'x h - - - x', '   /', 'x H - - - x', '', 'x x x x x x'), 'D')).toBe(
      picture('# # # # # #', '', '# h . . . #', '   /', '# . H . . #', '', '# # # # # #'),
    );
  });

  it('leaves the player molecule whole when two of its bonds cross splitters while it pushes', () => {
    const column = (middle: string) =>
      level(
        'v2',
        'x x x x x x x',
        '',
        'x - - - h - x',
        '       /',
        `x - - ${middle} O - x`,
        '       /',
        'x - - - h - x',
        '',
        'x x x x x x x',
      );
    // Pushing the helium: both bonds are kept (Plunge's known solution needs this).
    expect(play(column('e'), 'A')).toBe(
      picture('# # # # # # #', '', '# . . h . . #', '      |/', '# . e O . . #', '      |/', '# . . h . . #', '', '# # # # # # #'),
    );
    // Pushing nothing: both are cut and the hydrogens stay.
    expect(play(column('-'), 'A')).toBe(
      picture('# # # # # # #', '', '# . . . h . #', '       /', '# . . O . . #', '       /', '# . . . h . #', '', '# # # # # # #'),
    );
  });

  it('strengthens a bond that crosses a strengthener', () => {
    expect(play(level('v2', 'x x x x x x', '', 'x O - - - x', '   +', 'x o - - - x', '', 'x x x x x x'), 'D')).toBe(
      picture('# # # # # #', '', '# . O . . #', '   +‖', '# . o . . #', '', '# # # # # #'),
    );
  });

  it('applies a splitter before a strengthener that a bond as near the player reaches, on either side', () => {
    // The oxygen has no electron to spare until the splitter frees one: the nitrogen then bonds twice.
    const row = (atoms: string, corners: string) => level('v2', 'x x x x x x x', '', 'x - - - - - x', corners, atoms, '', 'x x x x x x x');
    expect(play(row('x - n O c - x', '     + /'), 'W')).toBe(
      picture('# # # # # # #', '', '# . n=O . . #', '     + /', '# . . . c . #', '', '# # # # # # #'),
    );
    expect(play(row('x - c O n - x', '     / +'), 'W')).toBe(
      picture('# # # # # # #', '', '# . . O=n . #', '     / +', '# . c . . . #', '', '# # # # # # #'),
    );
  });

  it('gives the one spare electron to the strengthened bond whose atoms come first in the file', () => {
    const row = level('v2', 'x x x x x x x', '', 'x - - - - - x', '     + +', 'x - c N c - x', '', 'x x x x x x x');
    expect(play(row, 'W')).toBe(picture('# # # # # # #', '', '# . c=N-c . #', '     + +', '# . . . . . #', '', '# # # # # # #'));
  });

  it('swings the atom beyond a rotator into the cell its partner leaves', () => {
    expect(play(level('v2', 'x x x x x x', '', 'x - - - - x', '', 'x H o - - x', '   @', 'x - - - - x', '', 'x x x x x x'), 'S')).toBe(
      picture('# # # # # #', '', '# . . . . #', '', '# o . . . #', '  |@', '# H . . . #', '', '# # # # # #'),
    );
  });

  it('moves the part beyond a rotator sideways with the swinging atom', () => {
    // H-o-h: the o swings up into the player's old cell and its h follows it one cell up.
    expect(play(level('v2', 'x x x x x x', '', 'x - - - - x', '', 'x H o h - x', '   @', 'x - - - - x', '', 'x x x x x x'), 'S')).toBe(
      picture('# # # # # #', '', '# . . . . #', '', '# o-h . . #', '  |@', '# H . . . #', '', '# # # # # #'),
    );
  });

  it('lets the part beyond a rotator trail behind when moving it sideways is blocked', () => {
    // Shifting o-h up would put the h in the wall; instead the h steps into the cell the o leaves.
    expect(play(level('v2', 'x x x x x x', '', 'x x x x x x', '', 'x H o h - x', '   @', 'x - - - - x', '', 'x x x x x x'), 'S')).toBe(
      picture('# # # # # #', '', '# # # # # #', '', '# o-h . . #', '  |@', '# H . . . #', '', '# # # # # #'),
    );
  });
});

describe('the goal', () => {
  it('is reached when every electron is bonded', () => {
    const lvl = level('xxxxxx', 'xH-h-x', 'xxxxxx');
    const after = move(lvl, initialPosition(lvl), 'right');
    expect(after.ok && isSolved(lvl, after.position)).toBe(true);
  });

  it('may leave several molecules, with or without the multiple flag', () => {
    const single = level('xxxxx', 'xHh-x', 'x---x', 'xhh-x', 'xxxxx');
    expect(moleculeCount(single, initialPosition(single))).toBe(2);
    expect(isSolved(single, initialPosition(single))).toBe(true);
    const several = level('v2 multiple', 'x x x x x', '', 'x H h - x', '', 'x - - - x', '', 'x h h - x', '', 'x x x x x');
    expect(isSolved(several, initialPosition(several))).toBe(true);
  });

  it('is not reached while any atom has a free electron', () => {
    const lvl = level('xxxxxx', 'xH-o-x', 'xxxxxx');
    expect(isSolved(lvl, initialPosition(lvl))).toBe(false);
  });

  it('ignores lone helium atoms', () => {
    const lvl = level('xxxxxx', 'xHh-ex', 'xxxxxx');
    expect(isSolved(lvl, initialPosition(lvl))).toBe(true);
  });
});
