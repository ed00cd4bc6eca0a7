// What the pattern-database benches share: their flags, the machine's load and their figures' form.
import os from 'node:os';

/** The value after `name` on the command line, if given. */
export const flag = (name: string): string | undefined =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

/** The machine's load averages (1, 5, 15 minutes), as the benches print them. */
export const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A whole number with thousands separators. */
export const fmt = (x: number): string => Math.round(x).toLocaleString('en');

/** CPU seconds (user + system) of this process since `from`. */
export const cpuSince = (from: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};
