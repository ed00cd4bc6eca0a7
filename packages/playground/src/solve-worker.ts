/// <reference lib="webworker" />
import type { GameSolveOptions } from '@puzzle-solvers/game-kit';
import { loadGame } from './games.js';
import type { SolveRequest, WorkerAnswer } from './worker-protocol.js';

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
    const options: GameSolveOptions = {
      progressIntervalMs: 100,
      onProgress: (p) =>
        post({ type: 'progress', id: request.id, expanded: p.expanded, frontier: p.frontier, stored: p.stored, elapsedMs: p.elapsedMs }),
      ...(request.algorithm !== undefined ? { algorithm: request.algorithm } : {}),
      ...(request.timeoutMs !== undefined ? { timeoutMs: request.timeoutMs } : {}),
      ...(request.maxExpansions !== undefined ? { maxExpansions: request.maxExpansions } : {}),
    };
    const started = performance.now();
    const { result, solution, optimal } = plugin.solve(level, options);
    const solveMs = performance.now() - started;
    post({
      type: 'done',
      id: request.id,
      status: result.status,
      ...(result.limit !== undefined ? { limit: result.limit } : {}),
      ...(solution !== undefined ? { solution } : {}),
      ...(result.cost !== undefined ? { cost: result.cost } : {}),
      optimal,
      expanded: result.stats.expanded,
      elapsedMs: result.stats.elapsedMs,
      solveMs,
    });
  } catch (e) {
    post({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
}
