import type { GameSolution } from '@puzzle-solvers/game-kit';

/** What the page asks the solve worker. */
export interface SolveRequest {
  readonly type: 'solve';
  /** Echoed in every answer, so answers of an older request can be told apart. */
  readonly id: number;
  readonly game: string;
  readonly text: string;
  /** The game's options (`rules`, `part` …), given to its parser. */
  readonly gameOptions: Readonly<Record<string, string>>;
  readonly algorithm?: string;
  readonly timeoutMs?: number;
  /** Stop when the search's estimated memory reaches this many bytes (the page always sets one). */
  readonly maxMemoryBytes?: number;
  /** For benchmarks: a fixed amount of work. */
  readonly maxExpansions?: number;
  /**
   * A hint: solve from the state after these moves (the game's notation) instead of the start,
   * with the plugin's `solveFrom`; from a dead end, find how many moves to undo.
   */
  readonly after?: string;
}

/** A live snapshot of the search. */
export interface ProgressMessage {
  readonly type: 'progress';
  readonly id: number;
  readonly expanded: number;
  readonly frontier: number;
  readonly stored: number;
  readonly elapsedMs: number;
}

/** The end of a search. */
export interface DoneMessage {
  readonly type: 'done';
  readonly id: number;
  readonly status: 'solved' | 'exhausted' | 'limit' | 'aborted';
  readonly limit?: string;
  readonly solution?: string;
  /** With `solved`: the number of moves, and the first one in the notation (a hint's next move). */
  readonly moves?: number;
  readonly next?: string;
  readonly cost?: number;
  readonly optimal: boolean;
  /** A proven lower bound on the optimal cost, when the solver gave one (with or without a solution). */
  readonly lowerBound?: number;
  readonly expanded: number;
  readonly elapsedMs: number;
  /** Wall time of the plugin's solve call inside the worker (parse excluded). */
  readonly solveMs: number;
  /** A hint from a dead end (`exhausted`): the fewest moves to undo to reach a solvable state, if found. */
  readonly undo?: number;
  /** A hint from a dead end of a level that has no solution even from its start. */
  readonly unsolvable?: boolean;
  /** A hint: how many of the moves given were played before solving (the state solved from). */
  readonly from?: number;
}

/** A solution found while the search goes on (an anytime search's improvements), each cheaper than the last. */
export interface SolutionMessage extends GameSolution {
  readonly type: 'solution';
  readonly id: number;
}

/** The level did not parse, or the solver threw. */
export interface ErrorMessage {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export type WorkerAnswer = ProgressMessage | SolutionMessage | DoneMessage | ErrorMessage;
