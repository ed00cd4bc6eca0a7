/**
 * A cancel switch that another thread can flip: one 32-bit cell of a `SharedArrayBuffer`, read
 * with `Atomics.load` by a running search.
 *
 * @remarks
 * **When to use**: a synchronous search in a worker thread that the main thread (or any other
 * thread) must be able to stop. An `AbortSignal` cannot do that: its `abort()` is an event on the
 * worker's own event loop, which a synchronous search never lets run. Pass the flag as the
 * `cancel` option; the search reads it when it reads the clock (about every millisecond) and ends
 * with status `aborted`.
 *
 * **Details**: send `flag.buffer` to the worker (`postMessage` shares a `SharedArrayBuffer`, it
 * does not copy it) and wrap it there with `new CancelFlag(buffer)`; both sides then see the same
 * cell. In browsers, `SharedArrayBuffer` needs a cross-origin isolated page.
 *
 * **Gotchas**: a flag stays cancelled until {@link CancelFlag.reset}; reuse one across searches
 * only after resetting it.
 *
 * @example
 * ```ts
 * // main thread
 * const flag = new CancelFlag();
 * const worker = new Worker(new URL('./solve.js', import.meta.url), { workerData: flag.buffer });
 * setTimeout(() => flag.cancel(), 1000);
 *
 * // solve.js (the worker)
 * const cancel = new CancelFlag(workerData);
 * const result = astar(problem, { cancel }); // status 'aborted' once the main thread cancels
 * ```
 * @see {@link SearchOptions.cancel}, {@link SearchOptions.signal}
 * @category Options
 */
export class CancelFlag {
  /** The shared memory behind the flag: send it to another thread to share the flag. */
  readonly buffer: SharedArrayBuffer;
  private readonly cell: Int32Array;

  /**
   * @param buffer - the buffer of an existing flag (from another thread); a fresh one by default.
   * @throws RangeError when the buffer is smaller than 4 bytes.
   */
  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(4)) {
    if (buffer.byteLength < 4) throw new RangeError('search-core: a CancelFlag buffer needs at least 4 bytes');
    this.buffer = buffer;
    this.cell = new Int32Array(buffer, 0, 1);
  }

  /** Asks every search that reads this flag to stop. Safe to call from any thread. */
  cancel(): void {
    Atomics.store(this.cell, 0, 1);
  }

  /** Clears the flag, so that it can serve a new search. */
  reset(): void {
    Atomics.store(this.cell, 0, 0);
  }

  /** Whether {@link CancelFlag.cancel} was called (and not reset since). */
  get cancelled(): boolean {
    return Atomics.load(this.cell, 0) !== 0;
  }
}
