/**
 * What the page shows now, as the page's parts share it: the game, its options, and where the
 * level and the moves stand. main.ts makes the one object and hands it to the game, the level and
 * the history, which each read and write it.
 *
 * @module
 */
import type { PlaygroundPlugin } from './games.js';

/** What the page shows now: one object, written by the game, the level and the board's events. */
export interface PageView {
  gameId: string;
  plugin: PlaygroundPlugin | undefined;
  gameOptions: Record<string, string>;
  /** Whether the level text parsed (as of the last parse). */
  parsed: boolean;
  /** The level text as of the last parse (the editor builds its text anew on each read). */
  text: string;
  /** Whether the moves box holds the solver's answer (replaced by the next answer) or the user's own. */
  movesFromSolver: boolean;
}
