import type { SampleLevel } from '@puzzle-solvers/game-kit';

/**
 * Levels written for this package, as text. The first is the CLI's default.
 *
 * @category Plugin
 */
export const SAMPLES: readonly SampleLevel[] = [
  {
    name: 'three-colours',
    text: ['// three colours, capacity 4, two spare tubes', '3', '2', 'RGBR', 'GBRG', 'BRGB', ''].join('\n'),
  },
  {
    name: 'swap',
    text: ['// two colours crossed, one spare tube', '2', '1', 'XOXO', 'OXOX', ''].join('\n'),
  },
  {
    name: 'tall-tubes',
    text: ['// capacity 5: the tube length is the line length', '4', '2', 'abcda', 'bcdab', 'cdabc', 'dabcd', ''].join('\n'),
  },
  {
    name: 'json-partial',
    text: '{ "capacity": 3, "tubes": [["R", "G"], ["G", "R", "R"], ["G"], []] }\n',
  },
];
