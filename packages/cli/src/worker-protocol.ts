import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { LevelOutcome } from './report.js';
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

/** Worker → main thread. */
export type WorkerMessage =
  /** The plugin is loaded and the level's clock starts (loading a game's module does not count). */
  | { readonly type: 'started'; readonly id: number }
  | { readonly type: 'progress'; readonly id: number; readonly progress: SearchProgress }
  | { readonly type: 'done'; readonly id: number; readonly outcome: LevelOutcome };
