/**
 * Levels written for this package (not from the game), used as the CLI's defaults and in tests.
 *
 * @module
 */
import type { SampleLevel } from '@puzzle-solvers/game-kit';

/**
 * Small levels written by us: water, a splitter, a strengthener and a rotator.
 *
 * @category Samples
 */
export const SAMPLES: readonly SampleLevel[] = [
  {
    name: 'water',
    text: ['xxxxxxx', 'xh---hx', 'x--O--x', 'x-----x', 'xxxxxxx', ''].join('\n'),
  },
  {
    name: 'splitter',
    text: ['v2', 'x x x x x x x', '', 'x - - - - - x', '', 'x h - - o - x', '   /', 'x H - - - - x', '', 'x x x x x x x', ''].join('\n'),
  },
  {
    name: 'double bond',
    text: ['v2', 'x x x x x x', '', 'x O - - - x', '     +', 'x o - - - x', '', 'x x x x x x', ''].join('\n'),
  },
  {
    name: 'rotator',
    text: ['v2', 'x x x x x x', '', 'x - - - h x', '', 'x - - - - x', '   @', 'x H o - - x', '', 'x x x x x x', ''].join('\n'),
  },
];
