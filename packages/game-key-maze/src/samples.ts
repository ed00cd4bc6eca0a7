import type { SampleLevel } from '@puzzle-solvers/game-kit';

/**
 * Key mazes written for this package (the default levels of the CLI). `vault` also splits for
 * part 2 (its robot stands in open floor).
 *
 * @category Samples
 */
export const SAMPLES: readonly SampleLevel[] = Object.freeze([
  {
    name: 'vault',
    text: ['#############', '#b.A..#....c#', '#.###...###.#', '#.#...@...#.#', '#.###...###.#', '#a....#..C.d#', '#############'].join(
      '\n',
    ),
  },
  {
    name: 'corridor',
    text: ['###########', '#b.A.@.a.B#', '#.#######c#', '#d.C......#', '###########'].join('\n'),
  },
  {
    name: 'loops',
    text: ['#########', '#a..#..b#', '#.#.A.#.#', '#...@...#', '#.#.B.#.#', '#c..#..d#', '#########'].join('\n'),
  },
  {
    name: 'four-robots',
    text: ['#########', '#a.B#...#', '#.#@#@#b#', '#########', '#.#@#@#.#', '#c.A#C.d#', '#########'].join('\n'),
  },
]);
