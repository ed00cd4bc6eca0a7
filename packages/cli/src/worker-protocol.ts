import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { ParsedArgs } from './args.js';
import type { LevelOutcome, SolutionNote } from './report.js';
import type { LevelTask } from './solve-level.js';

/** Main thread → worker: solve one level with the plugin exported by `module`. */
export interface SolveMessage {
  readonly type: 'solve';
  readonly id: number;
  readonly module: string;
  readonly task: LevelTask;
  /** Whether to send progress snapshots. */
  readonly progress: boolean;
}

/** Main thread → worker: run `verify` or `render` (which parse levels, so may meet a parse bomb). */
export interface CommandMessage {
  readonly type: 'command';
  readonly id: number;
  readonly module: string;
  readonly command: 'verify' | 'render';
  readonly args: ParsedArgs;
  readonly cwd: string;
  /** Standard input, read by the main thread when an argument is `-`. */
  readonly stdin: string | undefined;
  readonly color: boolean;
}

/** Worker → main thread. */
export type WorkerMessage =
  /** The plugin is loaded and the level's clock starts (loading a game's module does not count). */
  | { readonly type: 'started'; readonly id: number }
  | { readonly type: 'progress'; readonly id: number; readonly progress: SearchProgress }
  /** A better solution (anytime algorithms), for the live line. */
  | { readonly type: 'solution'; readonly id: number; readonly note: SolutionNote }
  | { readonly type: 'done'; readonly id: number; readonly outcome: LevelOutcome }
  /** Output of a command, in order. */
  | { readonly type: 'write'; readonly id: number; readonly stream: 'stdout' | 'stderr'; readonly text: string }
  | { readonly type: 'exit'; readonly id: number; readonly code: number };
