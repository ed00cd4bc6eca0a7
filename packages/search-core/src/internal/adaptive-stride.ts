/**
 * When a search reads the clock: the stride of steps between two readings, grown while readings
 * come faster than about once a millisecond (cheap steps pay nothing measurable) and shrunk at once
 * when steps are slow; with a ticking thread (ticker.ts), how often to look at its cell and the
 * stride to fall back on should it stop ticking. The control (control.ts) keeps one stride for its
 * polls between expansions and one for its ticks inside them, and moves both by this rule.
 */

/** About one read of the clock per this many milliseconds, whatever a step costs. */
export const TARGET_MS = 1;

/**
 * The steps a search may take between two readings of the clock while the ticking thread is quiet:
 * about two ticks' worth of the `steps` taken in the last `sinceMs`. Timed by the clock, not by
 * the ticks: on a loaded machine the thread may tick tens of milliseconds late, and a stride grown
 * from that gap would let a search run as long again unwatched (past its memory limit, say).
 */
function fallbackStride(steps: number, sinceMs: number): number {
  return Math.floor(2 * steps * Math.min(1, TARGET_MS / sinceMs));
}
/**
 * With a ticking thread (see ticker.ts): the steps between two looks at its cell. A look is a
 * memory read; the clock and the limits are read only when the cell has moved on (about once a
 * millisecond), or when the count-based stride runs out (a thread that does not tick).
 */
export const LOOK_EVERY = 8;
/**
 * A search that has run this long without a ticking thread starts it (see ticker.ts); shorter
 * searches never pay for one, and their count-based stride has not grown far yet.
 */
export const TICKER_AFTER_MS = 20;

/**
 * The stride after a reading of the clock `sinceMs` after the last one, at most `maxStride`.
 * `moved` says whether the ticking thread's cell moved since the last reading, and `steps` how
 * many steps were taken since the last reading (used only when `moved`).
 */
export function nextStride(stride: number, maxStride: number, moved: boolean, steps: number, sinceMs: number): number {
  if (moved) {
    // The thread ticked: the stride it falls back on is about two ticks of these steps, timed by
    // the clock (a thread kept waiting by a loaded machine ticks late, and its late tick must not
    // stretch the stride).
    return Math.min(maxStride, Math.max(LOOK_EVERY, fallbackStride(steps, sinceMs)));
  }
  if (sinceMs < TARGET_MS / 2) {
    if (stride < maxStride) return Math.min(maxStride, stride * 2);
  } else if (sinceMs > TARGET_MS * 2) {
    return Math.max(1, Math.floor((stride * TARGET_MS) / sinceMs));
  }
  return stride;
}
