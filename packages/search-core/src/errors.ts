/**
 * The base class of every error that search-core throws on misuse.
 *
 * @remarks
 * Messages start with `search-core:` so that they are easy to place in a log. The `code` field is
 * stable and meant for programs.
 *
 * @category Errors
 */
export class SearchError extends Error {
  /** A stable, machine-readable code. */
  readonly code: SearchErrorCode;

  constructor(code: SearchErrorCode, message: string) {
    super(`search-core: ${message}`);
    this.name = 'SearchError';
    this.code = code;
  }
}

/**
 * The codes of {@link SearchError}.
 *
 * - `invalid-cost`: a step cost that is negative, NaN or infinite.
 * - `invalid-heuristic`: a heuristic that returned NaN, a negative number or a non-number.
 * - `missing-key`: no way to identify states (no `key`, `hashing` or `State.key`).
 * - `mixed-keys`: a key function that returned numbers for some states and strings for others.
 * - `invalid-option`: an option out of its range (a weight below 1, a negative limit …).
 * - `invalid-problem`: a problem without `successors`/`expand`, or without `isGoal`.
 * - `nondeterministic`: successors changed between the search and the path replay.
 * - `invalid-path`: a path given to `shortenPath` that does not lead from the initial state to a goal.
 * - `unsupported-limit`: a limit the algorithm cannot stop on (`maxStates` for the searches that
 *   store only their path: IDA*, in-place IDA*, IDDFS, RBFS); the message names the limits it honours.
 * - `missing-capability`: an algorithm that needs more of the problem than searching forwards
 *   (`predecessors` and a `goal` for NBS, `expandByFChange` for partial-expansion A*) was given a
 *   problem without it; the message names the member.
 *
 * @category Errors
 */
export type SearchErrorCode =
  | 'invalid-cost'
  | 'invalid-heuristic'
  | 'missing-key'
  | 'mixed-keys'
  | 'invalid-option'
  | 'invalid-problem'
  | 'nondeterministic'
  | 'invalid-path'
  | 'unsupported-limit'
  | 'missing-capability';
