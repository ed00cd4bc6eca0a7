/**
 * How a depth-first search avoids walking in circles.
 *
 * - `'path'`: skip a child equal to any state on the current path (needs a key or hashing).
 * - `'parent'`: skip only a child equal to the parent's parent: undoing the last move.
 * - `'none'`: trust the problem (its moves never return to a state on the path).
 *
 * @remarks
 * `'path'` costs one lookup in a set of the path's keys per child; `'parent'` one compare.
 *
 * @example
 * ```ts
 * idaStar(problem, { cycleCheck: 'parent' });
 * ```
 * @see {@link idaStar}, {@link iddfs}, {@link dfs}, {@link lds}
 * @category Options
 */
export type CycleCheck = 'path' | 'parent' | 'none';
