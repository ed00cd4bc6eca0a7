/**
 * What the runtime says about this thread's memory, where it says anything: V8's heap statistics
 * (Node, Deno, Bun, Electron: `process.getBuiltinModule('node:v8')`), else `process.memoryUsage()`.
 * Browsers offer no synchronous reading (`performance.measureUserAgentSpecificMemory` answers
 * seconds later, after a collection, on cross-origin-isolated pages only), so there the readings
 * are `undefined` and only the estimate of `maxMemoryBytes` holds.
 */
export interface MemoryReadings {
  /**
   * A reading now, in bytes, garbage not yet collected included: `used`, the heap in use outside
   * the young generation's regular space and compiled code, plus the array buffers (the external
   * memory); `held`, the heap outside the young generation's regular space plus the array buffers,
   * what the thread's memory ceiling is compared with; `young`, the young generation's regular
   * space in use (0 where the runtime does not tell it apart).
   */
  read(): { readonly used: number; readonly held: number; readonly young: number };
  /** The most old-generation heap the thread may use before the runtime ends it, in bytes (`Infinity` when unknown). */
  heapLimit(): number;
}

interface V8Like {
  getHeapStatistics(): { used_heap_size: number; heap_size_limit: number; external_memory?: number };
  getHeapSpaceStatistics?(): readonly { space_name: string; space_used_size: number }[];
}
interface ProcessLike {
  getBuiltinModule?: (id: string) => unknown;
  memoryUsage?: () => { heapUsed: number; arrayBuffers?: number; external?: number };
}

let readings: MemoryReadings | null | undefined;

/** The young generation's part of V8's heap limit with Node's defaults (three semi-spaces of 16 MB). */
const YOUNG_RESERVE = 48 * 2 ** 20;

/** This thread's memory readings, or `undefined` where the runtime has none (browsers). */
export function memoryReadings(): MemoryReadings | undefined {
  if (readings === undefined) readings = findReadings();
  return readings ?? undefined;
}

function findReadings(): MemoryReadings | null {
  const proc = (globalThis as { process?: ProcessLike }).process;
  if (proc === undefined || proc === null) return null;
  let v8: V8Like | undefined;
  try {
    v8 = proc.getBuiltinModule?.('node:v8') as V8Like | undefined;
  } catch {
    v8 = undefined;
  }
  // V8's statistics cost a few microseconds; `process.memoryUsage()` gathers much more, so it is
  // only the fallback.
  if (
    v8 !== undefined &&
    typeof v8.getHeapStatistics === 'function' &&
    typeof v8.getHeapSpaceStatistics === 'function' &&
    typeof v8.getHeapStatistics().external_memory === 'number'
  ) {
    const stats = v8.getHeapStatistics.bind(v8);
    const spaces = v8.getHeapSpaceStatistics.bind(v8);
    return {
      read: () => {
        const h = stats();
        // The young generation's regular space is left out: it is mostly garbage made in the last
        // milliseconds (a busy loop's numbers fill megabytes), which no reading can tell from what
        // is held; what survives there moves to the old generation within two collections, so a
        // reading lags what is held by at most that space (a semi-space: 1–16 MB in Node 20).
        // Compiled code is left out too: the first runs of a search compile it, and it stays.
        let young = 0;
        let code = 0;
        for (const s of spaces()) {
          if (s.space_name === 'new_space') young = s.space_used_size;
          else if (s.space_name.startsWith('code_')) code += s.space_used_size;
        }
        const held = h.used_heap_size - young + (h.external_memory ?? 0);
        return { used: held - code, held, young };
      },
      // V8's limit covers the young generation too (three times its semi-space, 48 MB by default),
      // which never fills with what lasts: the old generation's own limit is what a thread dies at.
      heapLimit: () => {
        const limit = stats().heap_size_limit;
        return Math.max(limit / 2, limit - YOUNG_RESERVE);
      },
    };
  }
  const usage = proc.memoryUsage;
  if (typeof usage !== 'function') return null;
  const read = usage.bind(proc);
  return {
    read: () => {
      const m = read();
      const used = m.heapUsed + (m.arrayBuffers ?? 0);
      return { used, held: used, young: 0 };
    },
    heapLimit: () => Infinity,
  };
}

/**
 * The share of the heap limit past which a search stops with `limit: 'memory'` whatever its own
 * limits: V8 ends the whole process (or worker) when its heap is full, and nothing can catch that.
 * Array buffers count against it too: V8 does not bound them, and a search that keeps its states
 * in typed arrays would otherwise grow until the machine runs out.
 */
export const HEAP_CEILING_SHARE = 0.85;

/**
 * The least growth a measurement stops a search at: below a few megabytes, what a reading sees is
 * the runtime's own (the first runs of a search compile it, tables double, garbage is promoted),
 * not what the search holds. Smaller limits are held by the estimate alone.
 */
export const MEASURE_FLOOR: number = 4 * 2 ** 20;

/**
 * The share of the bound the young generation may grow by before its growth counts: a fifth, so
 * that with what is made between two readings and compiled code, what is held stays under 1.25 ×
 * the bound.
 */
export const YOUNG_ALLOWANCE = 0.2;

/** The least time between two readings of a meter, in milliseconds. */
export const READ_EVERY_MS = 1;

/**
 * Past this share of the bound (or of the heap ceiling), every poll reads: a search that allocates
 * fast (kilobytes a state) adds megabytes in a millisecond, which at the end would carry it past the
 * 1.25 × the limit that the options promise. Below it, the readings stay rate-limited (a reading
 * costs microseconds).
 */
export const READ_ALWAYS_FROM = 0.75;

/**
 * Measures what a search (or a scope of limits) has added to this thread's memory since it began:
 * the heap in use and the array buffers, garbage not yet collected included, so a reading is never
 * below what is really held. Also watches the thread's heap ceiling ({@link HEAP_CEILING_SHARE}).
 */
export class MemoryMeter {
  private base = 0;
  private youngBase = 0;
  /** What the young generation may grow by before its growth counts (see {@link MemoryMeter.full}). */
  private readonly youngAllowance: number;
  private started = false;
  private readAt = -Infinity;
  /** Whether the last reading was past {@link READ_ALWAYS_FROM} of the bound or the ceiling. */
  private near = false;
  private readonly ceiling: number;
  private readonly bound: number;

  /**
   * @param readings - the thread's readings.
   * @param limit - the bytes the search may add (`Infinity`: only the heap ceiling is watched).
   */
  constructor(
    private readonly readings: MemoryReadings,
    readonly limit: number,
  ) {
    this.ceiling = HEAP_CEILING_SHARE * readings.heapLimit();
    this.bound = Math.max(limit, MEASURE_FLOOR);
    this.youngAllowance = YOUNG_ALLOWANCE * this.bound;
  }

  /**
   * Whether the last reading was past {@link READ_ALWAYS_FROM} of the bound (or of the heap
   * ceiling): a search then reads at every poll, without waiting for the ticking thread, which a
   * loaded machine may keep waiting while the search allocates.
   */
  get nearBound(): boolean {
    return this.near;
  }

  /** Takes the baseline (once): what the thread held when the search began. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const r = this.readings.read();
    this.base = r.used;
    this.youngBase = r.young;
  }

  /** The bytes added since {@link MemoryMeter.start}, by a reading now. */
  grown(): number {
    return this.readings.read().used - this.base;
  }

  /**
   * Whether a reading finds the limit reached, or the heap near the thread's ceiling. `now` is
   * `performance.now()`: the memory is read at most once per {@link READ_EVERY_MS} (a reading costs
   * microseconds, and a search with cheap steps polls every tenth of a millisecond); in between,
   * the last answer stands.
   */
  full(now: number): boolean {
    if (!this.started) this.start();
    if (!this.near && now - this.readAt < READ_EVERY_MS) return false;
    this.readAt = now;
    const { used, held, young } = this.readings.read();
    // The young generation's growth counts past a fifth of the bound: below it, it is mostly
    // garbage (so a small limit is not reached by a busy loop's numbers); above, it may hold what
    // the search keeps and has not yet been promoted (up to a semi-space, 16 MB in Node 20). So
    // what is held stays under 1.2 × the bound (plus a reading's lag) whatever the young generation holds.
    const youngGrown = young - this.youngBase - this.youngAllowance;
    const grown = used - this.base + Math.max(0, youngGrown);
    this.near = grown >= READ_ALWAYS_FROM * this.bound || held >= READ_ALWAYS_FROM * this.ceiling;
    return grown >= this.bound || held >= this.ceiling;
  }
}
