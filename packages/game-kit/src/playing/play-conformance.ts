import type { GamePlugin } from '../plugin.js';
import { replaySteps } from './replay-steps.js';

/**
 * A plugin with the optional play members (`playMove`, `isSolved`, `solveFrom`) present.
 *
 * @category Playing
 */
export type PlayablePlugin<L, S, M> = GamePlugin<L, S, M> & Required<Pick<GamePlugin<L, S, M>, 'playMove' | 'isSolved' | 'solveFrom'>>;

/**
 * Whether a plugin's play members agree with its `verify` and `replay` on some moves: the first
 * disagreement in words, or `undefined`.
 *
 * @remarks
 * **When to use**: in a game's tests, over random move lists (a conformance check of the optional
 * members). They agree when an illegal move of {@link replaySteps} is the verifier's failing
 * step, the move that solves ends a solution the verifier accepts, moves that never solve are
 * refused at their end, and `replay` gives the same states (compared by `key`).
 *
 * @param plugin - the plugin.
 * @param level - a level.
 * @param moves - any moves.
 * @param key - the identity of a state.
 * @returns the first disagreement, or `undefined`.
 * @example
 * ```ts
 * expect(replayDisagreement(plugin, level, moves, (s) => s.join())).toBeUndefined();
 * ```
 * @category Playing
 */
export function replayDisagreement<L, S, M>(
  plugin: PlayablePlugin<L, S, M>,
  level: L,
  moves: readonly M[],
  key: (state: S) => unknown,
): string | undefined {
  const r = replaySteps(plugin, level, moves);
  const played = r.states.length - 1;
  const replayed = plugin.replay(level, moves.slice(0, played)).map(key);
  const stepped = r.states.map(key);
  if (replayed.length !== stepped.length || replayed.some((k, i) => k !== stepped[i])) return 'replay gives other states';
  if (r.illegal !== undefined) {
    const v = plugin.verify(level, moves.slice(0, r.illegal.step + 1));
    return !v.valid && v.step === r.illegal.step
      ? undefined
      : `verify does not refuse move ${r.illegal.step + 1}, which playMove calls illegal`;
  }
  if (r.solvedAfter !== undefined) {
    return plugin.verify(level, moves.slice(0, r.solvedAfter)).valid ? undefined : `verify refuses the ${r.solvedAfter} moves that solve`;
  }
  const v = plugin.verify(level, moves);
  return !v.valid && v.step === moves.length ? undefined : 'verify does not say that the moves end unsolved';
}

/**
 * The slow, obvious oracle of `solveFrom`: whether any sequence of moves solves the level from
 * `start`, by breadth-first search over `playMove`; `undefined` past `cap` states.
 *
 * @param plugin - the plugin.
 * @param level - a level.
 * @param start - a state of it.
 * @param movesOf - every move worth trying in a state (illegal ones are skipped).
 * @param key - the identity of a state.
 * @param cap - the most states stored.
 * @returns true, false, or `undefined` when the cap was reached first.
 * @example
 * ```ts
 * solvableByBfs(plugin, level, state, () => ['up', 'left', 'down', 'right'], (p) => p);
 * ```
 * @category Playing
 */
export function solvableByBfs<L, S, M>(
  plugin: PlayablePlugin<L, S, M>,
  level: L,
  start: S,
  movesOf: (state: S) => readonly M[],
  key: (state: S) => unknown,
  cap = 200_000,
): boolean | undefined {
  const seen = new Set<unknown>([key(start)]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    if (plugin.isSolved(level, s)) return true;
    for (const m of movesOf(s)) {
      const o = plugin.playMove(level, s, m);
      if (o.kind !== 'moved') continue;
      const k = key(o.state);
      if (seen.has(k)) continue;
      if (seen.size >= cap) return undefined;
      seen.add(k);
      queue.push(o.state);
    }
  }
  return false;
}

/**
 * Checks `solveFrom` from the state after `prefix` against {@link solvableByBfs}: it must solve
 * exactly when the oracle finds a solution, its states must start at that state, and its solution
 * must finish the level after the prefix.
 *
 * @param plugin - the plugin.
 * @param level - a level.
 * @param prefix - moves from the start (replayed by {@link replaySteps}).
 * @param movesOf - as for {@link solvableByBfs}.
 * @param key - the identity of a state.
 * @returns what the oracle said, and the first fault in words (or `undefined`).
 * @example
 * ```ts
 * expect(hintDisagreement(plugin, level, moves, movesOf, key).fault).toBeUndefined();
 * ```
 * @category Playing
 */
export function hintDisagreement<L, S, M>(
  plugin: PlayablePlugin<L, S, M>,
  level: L,
  prefix: readonly M[],
  movesOf: (state: S) => readonly M[],
  key: (state: S) => unknown,
): { readonly solvable: boolean | undefined; readonly fault: string | undefined } {
  const r = replaySteps(plugin, level, prefix);
  const state = r.states[r.states.length - 1]!;
  const hint = plugin.solveFrom(level, state, { timeoutMs: 20_000 });
  const solvable = solvableByBfs(plugin, level, state, movesOf, key);
  const status = hint.result.status;
  if (solvable !== undefined && status !== (solvable ? 'solved' : 'exhausted')) {
    return { solvable, fault: `solveFrom says ${status}, the oracle ${solvable ? 'solves' : 'finds no solution'}` };
  }
  if (hint.result.status === 'solved') {
    if (key(hint.result.states[0]!) !== key(state)) return { solvable, fault: 'the hint does not start at the state' };
    const done = [...prefix.slice(0, r.states.length - 1), ...plugin.parseSolution(hint.solution ?? '', level)];
    if (replaySteps(plugin, level, done).solvedAfter !== done.length) return { solvable, fault: 'the hint does not finish the level' };
  }
  return { solvable, fault: undefined };
}
