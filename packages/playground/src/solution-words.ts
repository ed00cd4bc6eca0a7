/**
 * How far a solution can be from optimal, in words: `proven optimal`, `optimal ≥ 58`, or nothing
 * when the solver states no bound.
 *
 * @remarks
 * The bound is in the game's cost (moves, cards, steps, track pieces), the measure of `cost`. A
 * solution is proven optimal when the solver says so or when its cost meets the bound; a bound of
 * 0 is shown as it is (the solver knows nothing better, and says so honestly).
 *
 * @param cost - the solution's cost.
 * @param lowerBound - the proven lower bound on the optimal cost, if the solver gave one.
 * @param optimal - whether the solver proved the solution optimal.
 * @returns the words, without brackets; '' when there is nothing to say.
 */
export function gapWords(cost: number, lowerBound: number | undefined, optimal: boolean): string {
  if (optimal || (lowerBound !== undefined && lowerBound >= cost)) return 'proven optimal';
  if (lowerBound === undefined) return '';
  return `optimal ≥ ${formatCost(lowerBound)}`;
}

/**
 * A solution's size in words: `12 moves`, or `5 moves, cost 23` when the game's cost is not the
 * move count (the key maze's steps), followed by its gap in brackets when there is one.
 *
 * @param moves - the number of moves.
 * @param cost - the cost in the game's measure (the move count when absent).
 * @param lowerBound - the proven lower bound on the optimal cost, if any.
 * @param optimal - whether the solver proved the solution optimal.
 */
export function solutionWords(moves: number, cost: number | undefined, lowerBound: number | undefined, optimal: boolean): string {
  const costed = cost ?? moves;
  const size = `${moves} move${moves === 1 ? '' : 's'}${costed !== moves ? `, cost ${formatCost(costed)}` : ''}`;
  const gap = gapWords(costed, lowerBound, optimal);
  return gap === '' ? size : `${size} (${gap})`;
}

/**
 * What a search that stopped without a solution proved: `no solution costs less than 78`, or ''
 * when it proved nothing (a bound of 0, or none).
 */
export function boundWords(lowerBound: number | undefined): string {
  if (lowerBound === undefined || !(lowerBound > 0) || !Number.isFinite(lowerBound)) return '';
  return `no solution costs less than ${formatCost(lowerBound)}`;
}

/** Costs are whole numbers in most games; a fractional one keeps two decimals at most. */
function formatCost(cost: number): string {
  return Number.isInteger(cost) ? String(cost) : String(Math.round(cost * 100) / 100);
}
