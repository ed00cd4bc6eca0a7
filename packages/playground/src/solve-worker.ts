/// <reference lib="webworker" />
import { replaySteps, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import { loadGame, type PlaygroundPlugin } from './games.js';
import type { DoneMessage, SolveRequest, WorkerAnswer } from './solve-protocol.js';

// One search at a time: the search is synchronous, so a new request waits for the current one.
// The page cancels by terminating this worker (it needs no shared memory, which a page gets only
// when it is cross-origin isolated).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerAnswer): void => scope.postMessage(message);

scope.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  void run(event.data);
});

async function run(request: SolveRequest): Promise<void> {
  try {
    const plugin = await loadGame(request.game);
    const level: unknown = plugin.parse(request.text, { options: request.gameOptions });
    const started = performance.now();
    const options = (timeoutMs = request.timeoutMs): GameSolveOptions => ({
      progressIntervalMs: 100,
      onProgress: (p) =>
        post({ type: 'progress', id: request.id, expanded: p.expanded, frontier: p.frontier, stored: p.stored, elapsedMs: p.elapsedMs }),
      ...(request.algorithm !== undefined ? { algorithm: request.algorithm } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(request.maxMemoryBytes !== undefined ? { maxMemoryBytes: request.maxMemoryBytes } : {}),
      ...(request.maxExpansions !== undefined ? { maxExpansions: request.maxExpansions } : {}),
    });
    if (request.after === undefined) {
      const answer = plugin.solve(level, options());
      post(done(plugin, request.id, answer, performance.now() - started));
      return;
    }
    post(hint(plugin, level, request, options, started));
  } catch (e) {
    post({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
}

function done(
  plugin: PlaygroundPlugin,
  id: number,
  answer: GameSolveResult<unknown, unknown>,
  solveMs: number,
  extra: Partial<DoneMessage> = {},
): DoneMessage {
  const { result, solution, optimal } = answer;
  const first = result.status === 'solved' ? result.moves[0] : undefined;
  return {
    type: 'done',
    id,
    status: result.status,
    ...(result.limit !== undefined ? { limit: result.limit } : {}),
    ...(solution !== undefined ? { solution } : {}),
    ...(result.status === 'solved' ? { moves: result.moves.length } : {}),
    ...(first !== undefined ? { next: plugin.formatSolution([first]) } : {}),
    ...(result.cost !== undefined ? { cost: result.cost } : {}),
    optimal,
    expanded: result.stats.expanded,
    elapsedMs: result.stats.elapsedMs,
    solveMs,
    ...extra,
  };
}

/**
 * A hint: the solver from the state after the moves given. From a dead end (`exhausted`), the
 * fewest moves to undo: a state before a solvable one is solvable too (play on to it), so the
 * solvable states are a prefix of the moves, and a binary search over it finds the last one.
 */
function hint(
  plugin: PlaygroundPlugin,
  level: unknown,
  request: SolveRequest,
  options: (timeoutMs?: number) => GameSolveOptions,
  started: number,
): DoneMessage {
  const { solveFrom, playMove, isSolved } = plugin;
  if (solveFrom === undefined || playMove === undefined || isSolved === undefined)
    throw new Error('this game gives no hints (its plugin has no solveFrom)');
  const moves = plugin.parseSolution(request.after ?? '', level);
  const replay = replaySteps({ initialState: plugin.initialState, playMove, isSolved }, level, moves);
  const states = replay.states;
  const at = states.length - 1;
  const answer = solveFrom(level, states[at], options());
  if (answer.result.status !== 'exhausted') return done(plugin, request.id, answer, performance.now() - started, { from: at });
  const left = (): number | undefined =>
    request.timeoutMs === undefined ? undefined : Math.max(1, request.timeoutMs - (performance.now() - started));
  // states[lo] is solvable, states[hi] is not; the start first: a level without any solution
  // needs no search for a way back.
  const start = solveFrom(level, states[0], options(left())).result.status;
  if (start === 'exhausted') return done(plugin, request.id, answer, performance.now() - started, { from: at, unsolvable: true });
  let lo = start === 'solved' ? 0 : -1;
  let hi = at;
  while (lo >= 0 && hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const status = solveFrom(level, states[mid], options(left())).result.status;
    if (status === 'solved') lo = mid;
    else if (status === 'exhausted') hi = mid;
    else lo = -1; // a limit: the way back stays unknown
  }
  const undo = lo >= 0 ? at - lo : undefined;
  return done(plugin, request.id, answer, performance.now() - started, { from: at, ...(undo !== undefined ? { undo } : {}) });
}
