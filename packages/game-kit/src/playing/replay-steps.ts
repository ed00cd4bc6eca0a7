import type { GamePlugin, PlayOutcome } from '../plugin.js';

/**
 * A replay move by move, as {@link replaySteps} tells it.
 *
 * @typeParam S - the game's state type.
 * @category Playing
 */
export interface SteppedReplay<S> {
  /** The start, then the state after each move played (a blocked move repeats the state). */
  readonly states: S[];
  /** The moves the game took without effect (0-based move index), with the reason. */
  readonly blocked: readonly { readonly step: number; readonly reason: string }[];
  /** The first move the rules forbid, if any: the replay stopped before it. */
  readonly illegal?: { readonly step: number; readonly reason: string };
  /**
   * How many moves had been played when the level was first solved (0: solved at the start), if
   * it was. The moves after that one are not played.
   */
  readonly solvedAfter?: number;
}

/** The methods {@link replaySteps} needs: a plugin with `playMove` and `isSolved`. */
export type Stepper<L, S, M> = Pick<GamePlugin<L, S, M>, 'initialState'> & Required<Pick<GamePlugin<L, S, M>, 'playMove' | 'isSolved'>>;

/**
 * Replays moves one at a time through the game's own `playMove`, from the level's start: the
 * states, the moves that did nothing, the first illegal move, and the move that solved the level.
 *
 * @remarks
 * **When to use**: to show a replay to a person (the playground's board, slider and check come
 * from one call of this), where a move that the game ignores must be shown as such, and moves
 * typed after the goal must not vanish silently. It stops at the first illegal move and at the
 * first solved state, as the games do.
 *
 * @param plugin - a plugin with the optional `playMove` and `isSolved`.
 * @param level - the level.
 * @param moves - the moves, from the start.
 * @returns the replay; `states.length - 1` moves were played.
 * @example
 * ```ts
 * const r = replaySteps(plugin, level, plugin.parseSolution('WWADD', level));
 * r.blocked; // [{ step: 1, reason: 'an atom would enter a wall' }]
 * ```
 * @see {@link GamePlugin.playMove}
 * @category Playing
 */
export function replaySteps<L, S, M>(plugin: Stepper<L, S, M>, level: L, moves: readonly M[]): SteppedReplay<S> {
  let state = plugin.initialState(level);
  const states = [state];
  const blocked: { step: number; reason: string }[] = [];
  if (plugin.isSolved(level, state)) return { states, blocked, solvedAfter: 0 };
  for (let i = 0; i < moves.length; i++) {
    const outcome: PlayOutcome<S> = plugin.playMove(level, state, moves[i]!);
    if (outcome.kind === 'illegal') return { states, blocked, illegal: { step: i, reason: outcome.reason } };
    if (outcome.kind === 'blocked') blocked.push({ step: i, reason: outcome.reason });
    else state = outcome.state;
    states.push(state);
    if (plugin.isSolved(level, state)) return { states, blocked, solvedAfter: i + 1 };
  }
  return { states, blocked };
}
