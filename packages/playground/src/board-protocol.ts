import type { LinkLevel } from './share-link.js';

/**
 * The messages between the page and the board worker, which owns the parsed level: it parses,
 * replays, checks and draws, so that nothing the size of a level runs on the page's thread.
 */

/** What the page asks the board worker; `id` comes back in the answer. */
export type BoardRequest =
  | {
      readonly type: 'level';
      readonly id: number;
      readonly game: string;
      readonly text: string;
      readonly gameOptions: Readonly<Record<string, string>>;
    }
  | { readonly type: 'moves'; readonly id: number; readonly text: string }
  /** A picture of step `step`; `mover`: the piece picked to move, marked (a key-maze robot). */
  | { readonly type: 'draw'; readonly id: number; readonly step: number; readonly mover?: number }
  /** A picture of the position after move `token` (the notation) from step `at`, not played: a hint shown. */
  | { readonly type: 'preview'; readonly id: number; readonly at: number; readonly token: string }
  | { readonly type: 'animation'; readonly id: number }
  /**
   * The level for a link, deflated off the page's thread (see share-link.ts); without `text`,
   * the level last sent (a megabyte is not copied twice).
   */
  | { readonly type: 'link'; readonly id: number; readonly text?: string }
  /** Plays the first of `tokens` (moves in the notation) that the game allows, after move `at`. */
  | { readonly type: 'play'; readonly id: number; readonly at: number; readonly tokens: readonly string[] }
  /**
   * What is under a point of the picture of step `step` (in the picture's own units); directions
   * are from the piece that moves (`mover`: the robot picked, for the key maze).
   */
  | {
      readonly type: 'point';
      readonly id: number;
      readonly step: number;
      readonly x: number;
      readonly y: number;
      readonly mover?: number;
    };

/** A parse error, placed. */
export interface PlacedError {
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly reason?: string;
}

/** The level parsed, or why not. */
export interface LevelAnswer {
  readonly type: 'level';
  readonly id: number;
  readonly error?: PlacedError;
  /** Whether the game can be played move by move here (its plugin has `playMove`). */
  readonly playable: boolean;
  /** The level's size, in words. */
  readonly summary: string;
  /** What play picks from, per game: tube numbers, card labels, key letters (see play-input.ts). */
  readonly pieces: readonly string[];
  /** How many pieces move on their own (the key maze's robots; 0 for other games). */
  readonly movers: number;
}

/** One move of the replay, as the page shows it. */
export interface StepView {
  readonly token: string;
  /** `played`, `blocked` (the game did nothing), `illegal` (not played), `after-goal` (not played). */
  readonly kind: 'played' | 'blocked' | 'illegal' | 'after-goal';
  readonly reason?: string;
}

/** The replay of the moves box: one for the check, the slider and the board. */
export interface MovesAnswer {
  readonly type: 'moves';
  readonly id: number;
  /** The moves text did not read: where and why. */
  readonly error?: PlacedError;
  readonly steps: readonly StepView[];
  /** States on the slider: the start and one per move played. */
  readonly count: number;
  /** Moves played when the level was solved, if it was. */
  readonly solvedAfter?: number;
  /** The verdict line: `✓ …` or `✗ …`; empty for no moves. */
  readonly check: string;
  readonly valid: boolean;
  /** The moves in the game's notation, one token per move (as the solution box should hold them). */
  readonly text: string;
}

/** A picture of one step. */
export interface PictureAnswer {
  readonly type: 'picture';
  readonly id: number;
  readonly step: number;
  /** The SVG document, or the text drawing when the game has no SVG. */
  readonly svg?: string;
  readonly text?: string;
  /** Why there is no picture (too large, a renderer's error). */
  readonly note?: string;
  /** The picture's width and height in its own units. */
  readonly width: number;
  readonly height: number;
}

/** The whole replay as one animated SVG, or nothing. */
export interface AnimationAnswer {
  readonly type: 'animation';
  readonly id: number;
  readonly svg?: string;
}

/** The moves after a play, or why the move could not be made. */
export interface PlayAnswer {
  readonly type: 'play';
  readonly id: number;
  /** The new moves text (unchanged when the move was refused). */
  readonly text: string;
  readonly refused?: string;
  /** The game took the move and nothing moved (a push into a wall). */
  readonly blocked?: string;
}

/** What the pointer is on. */
export type PointTarget =
  | { readonly kind: 'tube'; readonly index: number }
  | { readonly kind: 'direction'; readonly direction: 'up' | 'right' | 'down' | 'left' }
  | { readonly kind: 'key'; readonly letter: string }
  | { readonly kind: 'card'; readonly label: string }
  | { readonly kind: 'robot'; readonly index: number }
  | { readonly kind: 'nothing' };

export interface PointAnswer {
  readonly type: 'point';
  readonly id: number;
  readonly target: PointTarget;
}

export interface FailureAnswer {
  readonly type: 'failure';
  readonly id: number;
  readonly message: string;
}

export interface LinkAnswer {
  readonly type: 'link';
  readonly id: number;
  readonly link: LinkLevel;
}

export type BoardAnswer =
  | LinkAnswer
  | LevelAnswer
  | MovesAnswer
  | PictureAnswer
  | AnimationAnswer
  | PlayAnswer
  | PointAnswer
  | FailureAnswer;
