import type { DoneMessage, ErrorMessage, ProgressMessage, SolveRequest, WorkerAnswer } from './solve-protocol.js';

/** How a solve ended, seen from the page. */
export type SolveOutcome = DoneMessage | ErrorMessage | { readonly type: 'cancelled'; readonly id: number };

interface Running {
  readonly id: number;
  readonly onProgress: (progress: ProgressMessage) => void;
  readonly finish: (outcome: SolveOutcome) => void;
}

/**
 * Runs solves in a Web Worker, one at a time.
 *
 * @remarks
 * The worker is kept between solves (its code stays loaded and optimised). Cancel terminates it,
 * which stops a synchronous search at once, and the next solve starts a fresh one: a search
 * cannot be interrupted any other way without shared memory.
 */
export class SolverClient {
  private worker: Worker | undefined;
  private running: Running | undefined;
  private lastId = 0;

  /** Starts a solve; one still running is cancelled first. */
  solve(request: Omit<SolveRequest, 'type' | 'id'>, onProgress: (progress: ProgressMessage) => void): Promise<SolveOutcome> {
    this.cancel();
    const id = ++this.lastId;
    const worker = (this.worker ??= this.spawn());
    return new Promise<SolveOutcome>((resolve) => {
      this.running = {
        id,
        onProgress,
        finish: (outcome) => {
          this.running = undefined;
          resolve(outcome);
        },
      };
      worker.postMessage({ ...request, type: 'solve', id } satisfies SolveRequest);
    });
  }

  /** Whether a solve is running. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Stops the solve in flight, if any; returns whether there was one. */
  cancel(): boolean {
    const running = this.running;
    if (running === undefined) return false;
    this.worker?.terminate();
    this.worker = undefined;
    running.finish({ type: 'cancelled', id: running.id });
    return true;
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module', name: 'solver' });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const running = this.running;
      if (running === undefined || answer.id !== running.id) return;
      if (answer.type === 'progress') running.onProgress(answer);
      else running.finish(answer);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const running = this.running;
      this.worker?.terminate();
      this.worker = undefined;
      running?.finish({ type: 'error', id: running.id, message: `the solver stopped: ${event.message || 'worker error'}` });
    });
    return worker;
  }
}
