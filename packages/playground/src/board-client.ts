import type { BoardAnswer, BoardRequest } from './board-protocol.js';

/** A request without its id (the client numbers them). */
type Ask = BoardRequest extends infer R ? (R extends BoardRequest ? Omit<R, 'id'> : never) : never;

/**
 * Talks to the board worker: one promise per request, answers in order (the worker handles one
 * message at a time).
 *
 * @remarks The worker is never terminated: its work per request is bounded (a parse, a replay, a
 * picture), unlike a search.
 */
export class BoardClient {
  private readonly worker = new Worker(new URL('./board-worker.ts', import.meta.url), { type: 'module', name: 'board' });
  private readonly pending = new Map<number, (answer: BoardAnswer) => void>();
  private lastId = 0;

  constructor() {
    this.worker.addEventListener('message', (event: MessageEvent<BoardAnswer>) => {
      const resolve = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      resolve?.(event.data);
    });
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      for (const [id, resolve] of this.pending) resolve({ type: 'failure', id, message: event.message || 'the board worker failed' });
      this.pending.clear();
    });
  }

  /** Sends a request; resolves with its answer. */
  ask(request: Ask): Promise<BoardAnswer> {
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...request, id });
    });
  }
}
