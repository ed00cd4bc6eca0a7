import type { SampleLevel } from '@puzzle-solvers/game-kit';

/**
 * Cosmic Express levels written for this package (the default levels of the CLI), in the
 * character-grid format; the last one is in the JSON format.
 *
 * @category Samples
 */
export const SAMPLES: readonly SampleLevel[] = Object.freeze([
  {
    name: 'first-delivery',
    text: ['#######', 'A..P..#', '#.....#', '#..p..Z', '#######'].join('\n'),
  },
  {
    name: 'green-goo',
    text: ['#########', 'A.O...G.#', '#.......#', '#.o...g.#', '#.......Z', '#########'].join('\n'),
  },
  {
    name: 'two-cars',
    text: ['##a######', '##A.....#', '#.P...p.#', '#.P...p.#', '#.......Z', '#########'].join('\n'),
  },
  {
    name: 'crossing',
    text: ['#######', '#..op.Z', '#.+...#', '#.....#', 'A..OP.#', '#######'].join('\n'),
  },
  {
    name: 'wormhole-wildcard',
    text: ['#######', '#.....Z', '#.*?..#', 'A..P..#', '#..#.*#', '#######'].join('\n'),
  },
  {
    name: 'json-corner',
    text: [
      '{',
      '  "width": 5,',
      '  "height": 4,',
      '  "length": 1,',
      '  "entrances": [{ "x": 0, "y": 1 }],',
      '  "exits": [{ "x": 6, "y": 4 }],',
      '  "entities": [',
      '    [{ "x": 2, "y": 2 }, { "Alien": { "color": "Orange" } }],',
      '    [{ "x": 4, "y": 3 }, { "House": { "color": "Orange" } }],',
      '    [{ "x": 3, "y": 4 }, "Wall"]',
      '  ]',
      '}',
    ].join('\n'),
  },
]);
