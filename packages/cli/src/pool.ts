import { Worker } from 'node:worker_threads';
import type { SearchProgress } from '@puzzle-solvers/search-core';
import { messageOf } from './parse-errors.js';
import type { LevelOutcome, SolutionNote } from './report.js';
import { failedReport, type LevelTask } from './solve-level.js';
import type { SolveMessage, WorkerMessage } from './worker-protocol.js';

/** Milliseconds a thread may take to start and load its game before a level's time limit starts. */
const LOAD_ALLOWANCE_MS = 5000;

/**
 * Options of {@link WorkerPool}.
 *
 * @category Solving
 */
export interface WorkerPoolOptions {
  /** The number of worker threads (at least 1). */
  readonly size: number;
  /** The worker entry file; default: `worker.cjs` next to this module. */
  readonly workerUrl?: URL;
  /**
   * Milliseconds a level may overrun its time limit before its worker is terminated. The plugin gets
   * the time limit itself and normally stops in time; this is for one that does not. Default 1000.
   */
  readonly graceMs?: number;
  /**
   * The old-generation heap limit of each thread, in MB (V8's `maxOldGenerationSizeMb`). A search that
   * outgrows it ends its own thread (status `error`, "out of memory"), not the run. Default: V8's own
   * limit (about a quarter of the machine's memory, at most 4 GB).
   */
  readonly memoryMb?: number;
  /** Receives what a game prints in a thread (its stdout, kept apart from results); default: stderr. */
  readonly output?: (text: string) => void;
}

/** Where the worker entry is: next to this file once built, in `dist` when running from the sources. */
export function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('../dist/worker.cjs', here);
  return new URL('./worker.cjs', here);
}

interface Job {
  readonly id: number;
  readonly module: string;
  readonly task: LevelTask;
  readonly onProgress: ((progress: SearchProgress) => void) | undefined;
  readonly resolve: (outcome: LevelOutcome) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | undefined;
  started: number;
  timer: NodeJS.Timeout | undefined;
  last: SearchProgress | undefined;
  best: SolutionNote | undefined;
  dead: boolean;
}

/**
 * Solves levels in worker threads, one level per thread at a time.
 *
 * @remarks
 * A level that overruns its time limit (plus `graceMs`) has its thread terminated and is reported as
 * `timeout`; the limit starts once the thread has loaded the game, which may take up to 5 s more. A
 * thread that dies (out of memory, `process.exit` in a plugin) is reported as `error`. In both
 * cases, and after a level stopped at the memory limit, a fresh thread takes the next level: no
 * level can take the run down, nor leave its memory to the next.
 *
 * @category Solving
 */
export class WorkerPool {
  private readonly size: number;
  private readonly workerUrl: URL;
  private readonly graceMs: number;
  private readonly memoryMb: number | undefined;
  private readonly output: (text: string) => void;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.size = Math.max(1, Math.floor(options.size));
    this.workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.graceMs = options.graceMs ?? 1000;
    this.memoryMb = options.memoryMb;
    this.output = options.output ?? ((text) => process.stderr.write(text));
  }

  /** Solves one level with the plugin exported by `module`; never rejects. */
  run(module: string, task: LevelTask, onProgress?: (progress: SearchProgress) => void): Promise<LevelOutcome> {
    if (this.closed) throw new Error('puzzle-solve: the worker pool is closed');
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, module, task, onProgress, resolve });
      this.pump();
    });
  }

  /** The latest progress and best solution so far of every level being solved now. */
  running(): { task: LevelTask; started: number; progress: SearchProgress | undefined; best: SolutionNote | undefined }[] {
    return this.slots.flatMap((s) => (s.job ? [{ task: s.job.task, started: s.started, progress: s.last, best: s.best }] : []));
  }

  /** Terminates every thread. Levels still queued are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job && !s.dead);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      this.dispatch(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(
      this.workerUrl,
      this.memoryMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: this.memoryMb } } : {},
    );
    const slot: Slot = { worker, job: undefined, started: 0, timer: undefined, last: undefined, best: undefined, dead: false };
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'write') {
        this.output(msg.text);
        return;
      }
      const job = slot.job;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'started') {
        // The game's module is loaded: the level's time starts now.
        slot.started = performance.now();
        this.arm(slot, job);
      } else if (msg.type === 'progress') {
        slot.last = msg.progress;
        job.onProgress?.(msg.progress);
      } else if (msg.type === 'solution') {
        slot.best = msg.note;
      } else if (msg.type === 'done') {
        this.finish(slot, msg.outcome);
      }
    });
    worker.on('error', (e: Error & { code?: string }) =>
      this.kill(
        slot,
        'error',
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'out of memory (the search outgrew its thread)'
          : `the worker thread failed: ${messageOf(e)}`,
      ),
    );
    worker.on('exit', (code) => this.kill(slot, 'error', `the worker thread exited with code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.started = performance.now();
    slot.last = undefined;
    slot.best = undefined;
    // Armed now (a module that never finishes loading is stopped too), with room for starting a
    // thread and loading the game, which on a loaded machine can take longer than a short limit; and
    // again, to the limit itself, when the worker says it has started the level.
    this.arm(slot, job, LOAD_ALLOWANCE_MS);
    const msg: SolveMessage = { type: 'solve', id: job.id, module: job.module, task: job.task, progress: job.onProgress !== undefined };
    slot.worker.postMessage(msg);
  }

  /** (Re)starts the timer that terminates the slot's thread when the level overruns its limit. */
  private arm(slot: Slot, job: Job, loading = 0): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    const limit = job.task.timeoutMs;
    if (limit === undefined) return;
    const after = limit + this.graceMs + loading;
    const why =
      loading > 0 ? `terminated: the game had not loaded after ${after} ms` : `terminated after ${limit} ms + ${this.graceMs} ms grace`;
    slot.timer = setTimeout(() => this.kill(slot, 'timeout', why), after);
  }

  private finish(slot: Slot, outcome: LevelOutcome): void {
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    // A level stopped at the memory limit leaves its thread's heap full of what it stored, dead but
    // not yet collected: the next level's heap guard would read it as its own and stop at once. A
    // fresh thread takes the next level instead.
    if (outcome.report.status === 'limit' && outcome.report.limit === 'memory') this.retire(slot);
    job.resolve(outcome);
    this.pump();
  }

  /** Takes an idle slot out of the pool and ends its thread. */
  private retire(slot: Slot): void {
    slot.dead = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  /** Ends the slot's current level with a failure, terminates its thread and replaces it. */
  private kill(slot: Slot, status: 'timeout' | 'error', error: string): void {
    if (slot.dead) return;
    this.retire(slot);
    const job = slot.job;
    if (job) {
      if (slot.timer) clearTimeout(slot.timer);
      const stats = slot.last ? { expanded: slot.last.expanded, generated: slot.last.generated } : undefined;
      const report = failedReport(job.task, status, performance.now() - slot.started, error, stats);
      slot.job = undefined;
      job.resolve({ report, parseError: false });
    }
    if (!this.closed) this.pump();
  }
}
