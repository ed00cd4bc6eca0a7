import { SearchError } from '@puzzle-solvers/search-core';

/**
 * Picks the algorithm a game's `solve` runs: the requested one, or the game's default (the first of
 * `algorithms`); an unknown name throws the same error in every game.
 *
 * @param game - the game's name, which starts the message (`sokobond: unknown algorithm …`).
 * @param algorithms - the names the game accepts; the first is the default.
 * @param requested - what the caller asked for, if anything.
 * @returns the algorithm to run, typed as one of `algorithms`.
 * @throws SearchError with code `invalid-option` for a name not in `algorithms`.
 * @example
 * ```ts
 * const ALGORITHMS = ['astar', 'bfs'] as const;
 * const algorithm = chooseAlgorithm('key-maze', ALGORITHMS, options.algorithm); // 'astar' | 'bfs'
 * ```
 * @category Solving
 */
export function chooseAlgorithm<A extends string>(game: string, algorithms: readonly [A, ...A[]], requested: string | undefined): A {
  if (requested === undefined) return algorithms[0];
  for (const name of algorithms) if (name === requested) return name;
  throw new SearchError(
    'invalid-option',
    `${game}: unknown algorithm ${JSON.stringify(requested)} (expected one of ${algorithms.join(', ')})`,
  );
}
