import type { GameSolution, GameSolveResult, VerifyResult } from '../plugin.js';

/**
 * One anytime solve, as a test saw it: the solutions its `onSolution` reported, in order, and what
 * `solve` returned.
 *
 * @category Solving
 */
export interface AnytimeRun<S, M> {
  /** The solutions `onSolution` reported, in the order it reported them. */
  readonly heard: readonly GameSolution[];
  /** What `solve` returned. */
  readonly answer: GameSolveResult<S, M>;
}

/**
 * Whether an anytime solve kept its promises, held against the true optimum: the first broken
 * promise in words, or `undefined`.
 *
 * @remarks
 * **When to use**: in a game's tests, over random small levels whose optimum an obvious slower
 * oracle knows (exhaustive search), with and without limits. The promises:
 * - every reported solution is accepted by the verifier at the cost reported, costs no less than
 *   the optimum, is cheaper than the one before, and its `lowerBound` is not above the optimum;
 * - no solution is reported when none exists (optimum `Infinity`);
 * - the answer's `lowerBound` (absent reads as 0) is not above the optimum;
 * - a solved answer is the last solution reported, accepted by the verifier; when it claims
 *   `optimal`, its cost and bound are the optimum;
 * - with `unlimited` (no limit could stop the search), the answer is the proven optimum, or
 *   `exhausted` when there is no solution.
 *
 * @param verify - the game's verifier, bound to the level (`(s) => verify(level, s)`).
 * @param run - what the solve reported and returned.
 * @param optimum - the least cost, from an oracle; `Infinity` when the level has no solution.
 * @param unlimited - whether the solve ran without any limit, so that it must end proven optimal.
 * @returns the first broken promise, or `undefined`.
 * @example
 * ```ts
 * const heard: GameSolution[] = [];
 * const answer = solve(level, { algorithm: 'anytime', onSolution: (s) => heard.push(s) });
 * expect(anytimeDisagreement((s) => verify(level, s), { heard, answer }, fewestMoves(level), true)).toBeUndefined();
 * ```
 * @category Solving
 */
export function anytimeDisagreement<S, M>(
  verify: (solution: string) => VerifyResult,
  run: AnytimeRun<S, M>,
  optimum: number,
  unlimited: boolean,
): string | undefined {
  const { heard, answer } = run;
  const refused = (solution: string, cost: number): string | undefined => {
    const v = verify(solution);
    if (!v.valid) return `the verifier refuses it at move ${v.step + 1}: ${v.reason}`;
    return v.cost === cost ? undefined : `the verifier counts cost ${v.cost}, not ${cost}`;
  };
  if (optimum === Infinity && heard.length > 0) return `${heard.length} solutions reported for a level without one`;
  for (const [i, s] of heard.entries()) {
    const which = `solution ${i + 1} of ${heard.length} (cost ${s.cost})`;
    const fault = refused(s.solution, s.cost);
    if (fault !== undefined) return `${which}: ${fault}`;
    if (s.cost < optimum) return `${which} is cheaper than the optimum ${optimum}`;
    if (s.lowerBound > optimum) return `${which} claims a lower bound ${s.lowerBound} above the optimum ${optimum}`;
    if (i > 0 && s.cost >= heard[i - 1]!.cost) return `${which} is no cheaper than the one before (${heard[i - 1]!.cost})`;
  }
  const bound = answer.lowerBound ?? 0;
  if (bound > optimum) return `the answer claims a lower bound ${bound} above the optimum ${optimum}`;
  const { result } = answer;
  if (result.status === 'solved') {
    const last = heard[heard.length - 1];
    if (last === undefined || last.cost !== result.cost) {
      return `the answer (cost ${result.cost}) is not the last solution reported (${last === undefined ? 'none' : `cost ${last.cost}`})`;
    }
    const fault = refused(answer.solution ?? '', result.cost);
    if (fault !== undefined) return `the answer: ${fault}`;
    if (answer.optimal && (result.cost !== optimum || bound !== optimum)) {
      return `the answer claims optimal with cost ${result.cost} and bound ${bound}; the optimum is ${optimum}`;
    }
  }
  if (unlimited && optimum === Infinity && result.status !== 'exhausted') {
    return `without limits a level without a solution must end exhausted: it ended ${result.status}`;
  }
  if (
    unlimited &&
    optimum !== Infinity &&
    (result.status !== 'solved' || !answer.optimal || bound !== optimum || result.cost !== optimum)
  ) {
    const got = result.status === 'solved' ? `cost ${result.cost}, optimal ${answer.optimal}, bound ${bound}` : result.status;
    return `without limits the answer must be the proven optimum ${optimum}: it is ${got}`;
  }
  return undefined;
}
