// Checks the games share for the optional play members of the plugin contract (playMove,
// isSolved, solveFrom): each game's test/play/ calls these with its own move alphabet.
import { expect } from 'vitest';
import type { GamePlugin } from '../../src/plugin.js';
import { replaySteps } from '../../src/playing/replay-steps.js';

/** A plugin with the play members. */
export type Playable<L, S, M> = GamePlugin<L, S, M> & Required<Pick<GamePlugin<L, S, M>, 'playMove' | 'isSolved' | 'solveFrom'>>;

/**
 * The one replay agrees with `verify` and `replay`: an illegal move is the verifier's failing
 * step, the move that solves is where a valid solution ends, moves that never solve are invalid at
 * their end; `replay` gives the same states.
 */
export function expectReplayAgreement<L, S, M>(plugin: Playable<L, S, M>, level: L, moves: readonly M[]): void {
  const r = replaySteps(plugin, level, moves);
  const played = r.states.length - 1;
  expect(plugin.replay(level, moves.slice(0, played))).toEqual(r.states);
  if (r.illegal !== undefined) {
    const v = plugin.verify(level, moves.slice(0, r.illegal.step + 1));
    expect(v).toMatchObject({ valid: false, step: r.illegal.step });
  } else if (r.solvedAfter !== undefined) {
    expect(plugin.verify(level, moves.slice(0, r.solvedAfter)).valid).toBe(true);
  } else {
    expect(plugin.verify(level, moves)).toMatchObject({ valid: false, step: moves.length });
  }
}

/** The slow, obvious oracle: whether any sequence of moves solves the level from `start`. */
export function solvableByBfs<L, S, M>(
  plugin: Playable<L, S, M>,
  level: L,
  start: S,
  movesOf: (state: S) => readonly M[],
  key: (state: S) => string | number,
  cap = 200_000,
): boolean | undefined {
  const seen = new Set<string | number>([key(start)]);
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
 * From the state after `prefix`: `solveFrom` solves exactly when the oracle finds a solution, its
 * solution finishes the level after the prefix, and `exhausted` means the oracle found none.
 * Returns what the oracle said (undefined past its cap).
 */
export function expectHintFrom<L, S, M>(
  plugin: Playable<L, S, M>,
  level: L,
  prefix: readonly M[],
  movesOf: (state: S) => readonly M[],
  key: (state: S) => string | number,
): boolean | undefined {
  const r = replaySteps(plugin, level, prefix);
  const state = r.states[r.states.length - 1]!;
  const hint = plugin.solveFrom(level, state, { timeoutMs: 20_000 });
  const oracle = solvableByBfs(plugin, level, state, movesOf, key);
  if (oracle !== undefined) expect(hint.result.status).toBe(oracle ? 'solved' : 'exhausted');
  if (hint.result.status === 'solved') {
    expect(hint.result.states[0]).toEqual(state);
    const rest = plugin.parseSolution(hint.solution ?? '', level);
    const done = [...prefix.slice(0, r.states.length - 1), ...rest];
    expect(replaySteps(plugin, level, done).solvedAfter).toBe(done.length);
  }
  return oracle;
}
