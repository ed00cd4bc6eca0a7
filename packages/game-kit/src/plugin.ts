import type { CancelFlag, SearchProgress, SearchResult } from '@puzzle-solvers/search-core';
import type { SvgAnimationOptions, SvgOptions } from './svg/svg-document.js';

/**
 * The version of the game plugin contract. A plugin states the version it implements, so that the
 * CLI and programs can accept older plugins side by side with newer ones.
 *
 * @category Plugins
 */
export const PLUGIN_API_VERSION = 1 as const;

/**
 * A game-specific option (e.g. key-maze's `--part 2`, ball sort's `--rules course`).
 *
 * @category Plugins
 */
export interface GameOptionSpec {
  /** The option name, used as `--name` on the command line. */
  readonly name: string;
  /** One line of help. */
  readonly description: string;
  /** The allowed values, when the option is a choice. */
  readonly choices?: readonly string[];
  /** The value when the option is not given. */
  readonly default: string;
}

/**
 * Options of {@link ParseLevel}.
 *
 * @category Plugins
 */
export interface ParseOptions {
  /** A file name for error messages. */
  readonly file?: string;
  /** Values of the game's {@link GameOptionSpec}s, e.g. `{ part: '2' }`; omitted ones take their default. */
  readonly options?: Readonly<Record<string, string>>;
}

/**
 * Parses level text into an immutable level; throws {@link ParseError} with line and column.
 *
 * @category Plugins
 */
export type ParseLevel<L> = (text: string, options?: ParseOptions) => L;

/**
 * Options of a plugin's `solve`: the game's best defaults, overridable.
 *
 * @category Plugins
 */
export interface GameSolveOptions {
  /** The algorithm, one of the plugin's `algorithms`; the first one is the default. */
  readonly algorithm?: string;
  /** Stop after this many milliseconds (status `limit`). */
  readonly timeoutMs?: number;
  /** Stop when this many states are stored (status `limit`). */
  readonly maxStates?: number;
  /** Stop after this many expansions (status `limit`). */
  readonly maxExpansions?: number;
  /** Stop when the search's estimated memory reaches this many bytes (status `limit`, `limit: 'memory'`). */
  readonly maxMemoryBytes?: number;
  /**
   * Stop when this signal fires (status `aborted`). `solve` is synchronous: it reads the signal
   * between steps, so a signal fired by the same thread's timers cannot reach it while it runs (the
   * event loop is blocked). Use `timeoutMs` for time, or `cancel` from another thread.
   */
  readonly signal?: AbortSignal;
  /** Stop when another thread (the one that started a worker) sets this flag (status `aborted`). */
  readonly cancel?: CancelFlag;
  /** Progress snapshots, at most every `progressIntervalMs`. */
  readonly onProgress?: (progress: SearchProgress) => void;
  readonly progressIntervalMs?: number;
  /**
   * Called with each solution as soon as it is found, each cheaper than the one before (optional;
   * a plugin may ignore it).
   *
   * @remarks
   * Anytime algorithms (the games' `anytime`) call it with every improvement, so that a host can
   * show an answer at once and better ones as they come; other algorithms may call it once with
   * the solution they return, or not at all. The solution returned by `solve` is the last one
   * reported (or a cheaper one). A callback that throws stops nothing: the plugin does not catch it,
   * so keep it short and safe.
   */
  readonly onSolution?: (solution: GameSolution) => void;
}

/**
 * One solution as {@link GameSolveOptions.onSolution} hears of it: each cheaper than the last.
 *
 * @example
 * ```ts
 * plugin.solve(level, {
 *   algorithm: 'anytime',
 *   timeoutMs: 10_000,
 *   onSolution: (s) => console.log(`${s.cost} ${s.optimal ? '(proven optimal)' : `(optimal ≥ ${s.lowerBound})`}`),
 * });
 * ```
 * @category Plugins
 */
export interface GameSolution {
  /** The solution in the game's notation. */
  readonly solution: string;
  /** The number of moves. */
  readonly moves: number;
  /** The cost in the game's measure (moves, cards, steps, track pieces …). */
  readonly cost: number;
  /** A proven lower bound on the optimal cost at this moment: no solution costs less (0 when nothing better is known). */
  readonly lowerBound: number;
  /** Whether `cost` is proven optimal (then `lowerBound` equals `cost`). */
  readonly optimal: boolean;
  /** Milliseconds since `solve` was called. */
  readonly elapsedMs: number;
}

/**
 * What a plugin's `solve` returns: search-core's result plus the solution in the game's notation.
 *
 * @category Plugins
 */
export interface GameSolveResult<S, M> {
  /** The search result (status, moves, states, cost, statistics). */
  readonly result: SearchResult<S, M>;
  /** With status `solved`: the solution in the game's notation. */
  readonly solution?: string;
  /** Whether the solution is proven optimal under the game's cost (false for greedy/weighted modes). */
  readonly optimal: boolean;
  /**
   * A proven lower bound on the optimal cost, in the game's own cost measure (the one of
   * `result.cost`): no solution costs less. Equal to the cost when `optimal`; 0 is honest where
   * nothing better is known (optional: hosts read an absent bound as 0).
   *
   * @remarks
   * With status `solved`, the gap `result.cost − lowerBound` says how far from optimal the
   * solution can be at most. Without a solution it may still be given (the bound an anytime search
   * reached; `Infinity` when the search proved that no solution exists). It comes from an admissible estimate, or from a search that ran to its end; never
   * from a guess.
   */
  readonly lowerBound?: number;
}

/**
 * The verdict of a plugin's `verify`.
 *
 * @category Plugins
 */
export type VerifyResult =
  | {
      readonly valid: true;
      /** Number of moves in the solution. */
      readonly moves: number;
      /** The solution's cost in the game's measure (steps, cards, moves …). */
      readonly cost: number;
    }
  | {
      readonly valid: false;
      /** 0-based index of the first illegal move; equal to the number of moves when the solution is legal but does not finish the level; -1 when the solution text itself is malformed. */
      readonly step: number;
      /** What went wrong, for a person. */
      readonly reason: string;
    };

/**
 * What playing one move from a state gives: see {@link GamePlugin.playMove}.
 *
 * - `moved`: the move was made; `state` is the state after it.
 * - `blocked`: the game takes the move and does nothing (a push into a wall in Sokobond): the
 *   state stays as it was and play goes on. `reason` says why nothing moved.
 * - `illegal`: the rules forbid the move (an empty tube, a card already played): a replay stops here.
 *
 * @category Plugins
 */
export type PlayOutcome<S> =
  | { readonly kind: 'moved'; readonly state: S }
  | { readonly kind: 'blocked'; readonly reason: string }
  | { readonly kind: 'illegal'; readonly reason: string };

/**
 * A level written by the plugin's authors, bundled as a default.
 *
 * @category Plugins
 */
export interface SampleLevel {
  readonly name: string;
  readonly text: string;
}

/**
 * The contract every game package implements so that the CLI and programs can use it.
 *
 * @remarks
 * Everything here is pure: no printing, no process exits. Errors are {@link ParseError}s (bad
 * level or solution text) or search-core's own errors.
 *
 * @typeParam L - the level type (immutable).
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @category Plugins
 */
export interface GamePlugin<L, S, M> {
  /** The contract version this plugin implements. */
  readonly apiVersion: typeof PLUGIN_API_VERSION;
  /** The name used on the command line (`sokobond`, `key-maze` …). */
  readonly name: string;
  /** One line describing the game. */
  readonly description: string;
  /** Level file extensions, with the dot (`.txt`, `.json`). */
  readonly extensions: readonly string[];
  /** Algorithm names `solve` accepts; the first is the default. */
  readonly algorithms: readonly string[];
  /** Game-specific options. */
  readonly options: readonly GameOptionSpec[];
  /**
   * The unit of `result.cost`, as a host prints it: `{ singular: 'card', plural: 'cards' }`
   * (optional: hosts say `cost 12` without it).
   */
  readonly costUnit?: { readonly singular: string; readonly plural: string };
  /** Levels written by us; the first is the default when no file is given. */
  readonly samples: readonly SampleLevel[];
  /** Parses a level. */
  readonly parse: ParseLevel<L>;
  /** The state at the start of the level. */
  initialState(level: L): S;
  /** Solves a level with the game's best defaults. */
  solve(level: L, options?: GameSolveOptions): GameSolveResult<S, M>;
  /** Formats moves in the game's notation. */
  formatSolution(moves: readonly M[]): string;
  /**
   * Parses a solution string; throws {@link ParseError} (line and column of the bad token). Games
   * whose notation can only be read against the level (a drawn board) use `level` when given.
   */
  parseSolution(text: string, level?: L): M[];
  /** Replays a solution (moves or notation text) and says whether it solves the level. */
  verify(level: L, solution: string | readonly M[]): VerifyResult;
  /** Draws the level, or a state of it, as text. */
  render(level: L, state?: S): string;
  /**
   * The states along a solution (for `render --steps`): the initial state first, then the state
   * after each move; stops at the first illegal move.
   */
  replay(level: L, moves: readonly M[]): S[];
  /**
   * Draws the level, or a state of it, as a self-contained SVG document (optional: hosts fall
   * back to {@link GamePlugin.render}).
   *
   * @remarks No DOM needed; the same arguments give the same text. Every drawn thing carries CSS
   * classes (wall, atom, ball, tile …) and the document embeds a default style sheet that
   * `options.style` replaces.
   */
  renderSvg?(level: L, state?: S, options?: SvgOptions): string;
  /**
   * One looping animated SVG of a sequence of states, e.g. `replay(level, moves)`: one step every
   * `stepMs` (0.4 s by default), the last state held a little longer (optional). Pass the moves
   * too (`options.moves`) when you have them: a game may draw a move better from them.
   */
  renderSvgAnimation?(level: L, states: readonly S[], options?: SvgAnimationOptions<M>): string;
  /**
   * Plays one move from a state, as the game does (optional: for hosts that let a person play,
   * and for {@link replaySteps}, which shows blocked moves and the move that solves the level).
   *
   * @remarks The one rule check the plugin's `verify` and `replay` use too: a move `verify` calls
   * illegal is `illegal` here, a move it lets pass without effect is `blocked`.
   */
  playMove?(level: L, state: S, move: M): PlayOutcome<S>;
  /** Whether the level is solved in `state` (optional; goes with {@link GamePlugin.playMove}). */
  isSolved?(level: L, state: S): boolean;
  /**
   * Solves the level from `state` instead of its start (optional: a hint for a person playing).
   * Same options, result and notation as `solve`; the result's states start at `state`, and an
   * `exhausted` status proves that no solution goes on from `state`.
   */
  solveFrom?(level: L, state: S, options?: GameSolveOptions): GameSolveResult<S, M>;
}

/**
 * A plugin with its types erased, as the CLI holds it.
 *
 * @category Plugins
 */
// biome-ignore lint/suspicious/noExplicitAny: any plugin, whatever its level, state and move types
export type AnyGamePlugin = GamePlugin<any, any, any>;
