/**
 * When a search may step diagonally, named as PathFinding.js names it (`DiagonalMovement.Never`,
 * `.Always`, `.IfAtMostOneObstacle`, `.OnlyWhenNoObstacles`).
 *
 * @remarks
 * A diagonal step goes from a cell to one of its four corner neighbours, passing between the two
 * cells beside both (the step's orthogonal neighbours):
 *
 * - `Never`: 4-connected; no diagonal steps (PathFinding.js's default; easystarjs and
 *   javascript-astar without diagonals).
 * - `Always`: a diagonal step needs only its target open, even between two blocked cells
 *   (javascript-astar's `diagonal: true`; easystarjs with `enableDiagonals()` and corner cutting on).
 * - `IfAtMostOneObstacle`: at least one of the two cells beside the step is open: the path may
 *   cut a corner, never squeeze between two walls.
 * - `OnlyWhenNoObstacles`: both cells beside the step are open: no corner cutting. The Moving AI
 *   benchmarks' rule (their optimal lengths assume it), and easystarjs's `disableCornerCutting()`.
 *
 * @example
 * ```ts
 * gridAStar(grid, start, goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles });
 * ```
 * @category Grid
 */
export const DiagonalMovement = {
  Never: 'never',
  Always: 'always',
  IfAtMostOneObstacle: 'if-at-most-one-obstacle',
  OnlyWhenNoObstacles: 'only-when-no-obstacles',
} as const;

/**
 * One of the values of {@link DiagonalMovement}.
 *
 * @category Grid
 */
export type DiagonalMovement = (typeof DiagonalMovement)[keyof typeof DiagonalMovement];
