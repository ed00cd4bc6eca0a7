import { describe, expect, it } from 'vitest';
import { ReportError, readLevelReport } from '../src/read-report.js';

const good = {
  game: 'counter',
  file: 'levels/one.cnt',
  status: 'solved',
  solution: 'idid',
  moves: 4,
  cost: 4,
  optimal: true,
  lowerBound: 3,
  known: null,
  stats: { expanded: 5, generated: 9, ms: 1.5 },
  error: null,
  limit: null,
};

function fault(value: unknown): string {
  try {
    readLevelReport(value);
  } catch (e) {
    expect(e).toBeInstanceOf(ReportError);
    return (e as ReportError).message;
  }
  throw new Error('accepted');
}

describe('readLevelReport', () => {
  it('reads a report of puzzle-solve --json as it is, dropping fields it does not know', () => {
    expect(readLevelReport(good)).toEqual(good);
    expect(readLevelReport({ ...good, extra: 1 })).toEqual(good);
  });

  it('refuses every number that is not finite and at least 0, naming the field', () => {
    for (const bad of [Infinity, -Infinity, Number.NaN, -1, '3', null]) {
      expect(fault({ ...good, stats: { ...good.stats, ms: bad } })).toMatch(/^stats\.ms: expected a finite number ≥ 0, got /);
    }
    expect(fault({ ...good, stats: { ...good.stats, expanded: 1.5 } })).toMatch(/^stats\.expanded: expected a finite whole number/);
    expect(fault({ ...good, stats: { ...good.stats, generated: -2 } })).toMatch(/^stats\.generated: /);
    expect(fault({ ...good, moves: 2.5 })).toMatch(/^moves: /);
    expect(fault({ ...good, cost: Infinity })).toBe('cost: expected a finite number ≥ 0, got Infinity');
    expect(fault({ ...good, known: -3 })).toMatch(/^known: /);
    // JSON reads 1e999 as Infinity.
    expect(fault(JSON.parse(JSON.stringify(good).replace('"ms":1.5', '"ms":1e999')))).toMatch(/^stats\.ms: .* got Infinity$/);
  });

  it('refuses a report whose strings, status, limit or stats are of the wrong kind', () => {
    expect(fault({ ...good, game: 7 })).toBe('game: expected a string, got 7');
    expect(fault({ ...good, file: null })).toMatch(/^file: /);
    expect(fault({ ...good, status: 'won' })).toMatch(/^status: expected one of solved, /);
    expect(fault({ ...good, limit: 'time' })).toMatch(/^limit: /);
    expect(fault({ ...good, optimal: 'yes' })).toMatch(/^optimal: /);
    expect(fault({ ...good, lowerBound: -1 })).toMatch(/^lowerBound: /);
    // A report of a release before the bound: none.
    const { lowerBound: _bound, ...older } = good;
    expect(readLevelReport(older)).toEqual({ ...good, lowerBound: null });
    expect(fault({ ...good, stats: [] })).toMatch(/^stats: /);
    expect(fault([])).toMatch(/^not a level report/);
    expect(fault(null)).toMatch(/^not a level report/);
  });
});
