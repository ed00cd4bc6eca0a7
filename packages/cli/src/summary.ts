import type { LevelReport } from './report.js';
import { formatMs, median } from './report.js';

/** What the summary line says beyond the counts. */
export interface SummaryExtras {
  /** The run's wall time. */
  readonly wallMs?: number;
  /** Compare costs with the reports' `known` costs (`--known`). */
  readonly known?: boolean;
  /** Levels not run because the run was interrupted (Ctrl-C). */
  readonly notRun?: number;
}

/**
 * The one-line summary of a game's reports: `sokobond: solved 3/4 (1 timeout) · total … · median …`.
 *
 * @param total - the number of levels asked for (reports plus those not run).
 */
export function summaryLine(game: string, reports: readonly LevelReport[], total: number, extras: SummaryExtras = {}): string {
  const solved = reports.filter((r) => r.status === 'solved').length;
  const times = reports.map((r) => r.stats.ms);
  const others: string[] = [];
  for (const status of ['unsolvable', 'timeout', 'limit', 'error'] as const) {
    const n = reports.filter((r) => r.status === status).length;
    if (n > 0) others.push(`${n} ${status}`);
  }
  if (extras.notRun) others.push(`${extras.notRun} not run: interrupted`);
  const line: string[] = [
    `${game}: solved ${solved}/${total}${others.length ? ` (${others.join(', ')})` : ''}`,
    `total ${formatMs(times.reduce((a, b) => a + b, 0))}`,
    `median ${formatMs(median(times))}`,
  ];
  if (extras.wallMs !== undefined) line.push(`wall ${formatMs(extras.wallMs)}`);
  if (extras.known) {
    const compared = reports.filter((r) => r.status === 'solved' && r.known !== null && r.cost !== null);
    const longer = compared.filter((r) => r.cost! > r.known!).length;
    const shorter = compared.filter((r) => r.cost! < r.known!).length;
    const equal = compared.length - longer - shorter;
    line.push(
      `vs known: ${equal} equal, ${longer} costlier, ${shorter} cheaper${solved > compared.length ? `, ${solved - compared.length} without` : ''}`,
    );
  }
  return line.join(' · ');
}
