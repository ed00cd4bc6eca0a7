import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { CliIO } from './io.js';
import { formatCount, formatMs, qualityText, type SolutionNote } from './report.js';

/** Levels being solved now, as the progress line sees them. */
export interface RunningLevel {
  readonly started: number;
  readonly progress: SearchProgress | undefined;
  /** The best solution so far (anytime algorithms), once there is one. */
  readonly best?: SolutionNote | undefined;
}

/** `best 64 (optimal ≥ 58)`: a running level's best solution so far, in its cost. */
function bestText(best: SolutionNote): string {
  const quality = qualityText(best.optimal, best.lowerBound);
  return `best ${formatCount(best.cost)}${quality !== undefined ? ` (${quality})` : ''}`;
}

function compact(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(0)}k`;
  return formatCount(n);
}

/**
 * The live line on stderr while levels are solved: levels done, states per second, frontier size,
 * elapsed time. Drawn only on a terminal; rewritten in place with a carriage return.
 */
export class ProgressLine {
  private shown = false;
  private lastDraw = 0;
  private readonly start = performance.now();

  constructor(
    private readonly stderr: CliIO['stderr'],
    private readonly total: number,
  ) {}

  /** Redraws the line (at most every 100 ms unless `force`). */
  draw(done: number, running: readonly RunningLevel[], force = false): void {
    const t = performance.now();
    if (!force && t - this.lastDraw < 100) return;
    this.lastDraw = t;
    let rate = 0;
    let frontier = 0;
    for (const r of running) {
      if (!r.progress || r.progress.elapsedMs <= 0) continue;
      rate += (r.progress.generated / r.progress.elapsedMs) * 1000;
      frontier += r.progress.frontier;
    }
    const parts = [`${running.length} running`, `${compact(rate)} states/s`, `frontier ${compact(frontier)}`, formatMs(t - this.start)];
    // Each better solution of an anytime search, as it comes (one level: its own; several: the first's).
    const best = running.find((r) => r.best !== undefined)?.best;
    if (best !== undefined) parts.splice(1, 0, bestText(best));
    let line = `[${done}/${this.total}] ${parts.join(' · ')}`;
    const columns = this.stderr.columns;
    const width = (columns !== undefined && columns > 20 ? columns : 80) - 1;
    if (line.length > width) line = line.slice(0, width);
    this.stderr.write(`\r\x1b[K${line}`);
    this.shown = true;
  }

  /** Removes the line (before other output, and at the end). */
  clear(): void {
    if (!this.shown) return;
    this.stderr.write('\r\x1b[K');
    this.shown = false;
  }
}
