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
  /** For benchmarks: a fixed amount of work. */
  readonly maxExpansions?: number;
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
  readonly cost?: number;
  readonly optimal: boolean;
  readonly expanded: number;
  readonly elapsedMs: number;
  /** Wall time of the plugin's solve call inside the worker (parse excluded). */
  readonly solveMs: number;
}

/** The level did not parse, or the solver threw. */
export interface ErrorMessage {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export type WorkerAnswer = ProgressMessage | DoneMessage | ErrorMessage;
