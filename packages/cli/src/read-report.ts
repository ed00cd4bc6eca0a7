import type { LevelLimit, LevelReport, LevelStatus } from './report.js';

const STATUSES: readonly LevelStatus[] = ['solved', 'unsolvable', 'timeout', 'limit', 'error'];
const LIMITS: readonly LevelLimit[] = ['states', 'memory', 'expansions', 'depth', 'width'];

/** A line of a `--json` file that is not a level report: the field at fault and why. */
export class ReportError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(field === '' ? reason : `${field}: ${reason}`);
    this.name = 'ReportError';
  }
}

type Fields = Record<string, unknown>;

function text(o: Fields, field: string): string {
  const v = o[field];
  if (typeof v !== 'string') throw new ReportError(field, `expected a string, got ${describe(v)}`);
  return v;
}

function textOrNull(o: Fields, field: string): string | null {
  return o[field] === null || o[field] === undefined ? null : text(o, field);
}

/** A number that counts or measures something: finite and ≥ 0 (a whole number when `integer`). */
function amount(o: Fields, field: string, name: string, integer: boolean): number {
  const v = o[field];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (integer && !Number.isInteger(v)))
    throw new ReportError(name, `expected a finite ${integer ? 'whole number' : 'number'} ≥ 0, got ${describe(v)}`);
  return v;
}

function amountOrNull(o: Fields, field: string, integer: boolean): number | null {
  return o[field] === null || o[field] === undefined ? null : amount(o, field, field, integer);
}

function oneOf<T extends string>(o: Fields, field: string, values: readonly T[]): T {
  const v = o[field];
  if (!values.includes(v as T)) throw new ReportError(field, `expected one of ${values.join(', ')}, got ${describe(v)}`);
  return v as T;
}

function describe(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

/**
 * The level report of one `--json` line, every field checked: strings where strings belong, one of the
 * known statuses and limits, and every number finite and ≥ 0 (counts whole). A report written by
 * another release with more fields keeps only these.
 *
 * @throws ReportError naming the first field at fault.
 */
export function readLevelReport(value: unknown): LevelReport {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ReportError('', 'not a level report of puzzle-solve --json (an object with game, file, status, stats)');
  const o = value as Fields;
  const absent = ['game', 'file', 'status', 'stats'].filter((field) => !(field in o));
  if (absent.length > 0) throw new ReportError('', `not a level report of puzzle-solve --json (no ${absent.join(', ')})`);
  const stats = o['stats'];
  if (typeof stats !== 'object' || stats === null || Array.isArray(stats))
    throw new ReportError('stats', `expected an object, got ${describe(stats)}`);
  const s = stats as Fields;
  const optimal = o['optimal'];
  if (optimal !== null && optimal !== undefined && typeof optimal !== 'boolean')
    throw new ReportError('optimal', `expected true, false or null, got ${describe(optimal)}`);
  return {
    game: text(o, 'game'),
    file: text(o, 'file'),
    status: oneOf(o, 'status', STATUSES),
    solution: textOrNull(o, 'solution'),
    moves: amountOrNull(o, 'moves', true),
    cost: amountOrNull(o, 'cost', false),
    optimal: optimal ?? null,
    // Reports of releases before the bound read as none.
    lowerBound: amountOrNull(o, 'lowerBound', false),
    known: amountOrNull(o, 'known', false),
    stats: {
      expanded: amount(s, 'expanded', 'stats.expanded', true),
      generated: amount(s, 'generated', 'stats.generated', true),
      ms: amount(s, 'ms', 'stats.ms', false),
    },
    error: textOrNull(o, 'error'),
    limit: o['limit'] === null || o['limit'] === undefined ? null : oneOf(o, 'limit', LIMITS),
  };
}
