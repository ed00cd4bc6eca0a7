import { describe, expect, it } from 'vitest';
import { isParseError, readJson, type JsonValue } from '@puzzle-solvers/game-kit';

function failure(text: string): { line: number; column: number; reason: string } {
  try {
    readJson(text, { game: 'demo', file: 'f.json' });
  } catch (e) {
    if (isParseError(e)) return { line: e.line, column: e.column, reason: e.reason };
    throw e;
  }
  throw new Error('expected a parse error');
}

describe('readJson', () => {
  it('remembers where each value starts', () => {
    const doc = readJson('{\n  "tubes": [["A", "B"],\n    []]\n}');
    expect(doc.kind).toBe('object');
    const tubes = doc.kind === 'object' ? doc.entries.get('tubes') : undefined;
    expect(tubes?.key).toEqual({ line: 2, column: 3 });
    expect(tubes?.value.pos).toEqual({ line: 2, column: 12 });
    const items = tubes?.value.kind === 'array' ? tubes.value.items : [];
    expect(items.map((v) => v.pos)).toEqual([
      { line: 2, column: 13 },
      { line: 3, column: 5 },
    ]);
  });

  it('reads every kind of value', () => {
    const doc = readJson('[1, -2.5e2, "a\\n\\u0041", true, false, null, {}]');
    const plain = (v: JsonValue): unknown =>
      v.kind === 'array'
        ? v.items.map(plain)
        : v.kind === 'object'
          ? Object.fromEntries([...v.entries].map(([k, m]) => [k, plain(m.value)]))
          : v.value;
    expect(plain(doc)).toEqual([1, -250, 'a\nA', true, false, null, {}]);
  });

  it('skips a byte-order mark and counts \\r\\n and a lone \\r as one line break each', () => {
    expect(failure('\uFEFF[1,\r\n2,\r3 4]')).toMatchObject({ line: 3, column: 3 });
  });

  it('points at the mistake, naming the game', () => {
    expect(failure('{"a": 1,}')).toEqual({
      line: 1,
      column: 9,
      reason: "demo: invalid JSON: expected a property name in double quotes, found '}'",
    });
    expect(failure('[1 2]')).toMatchObject({
      line: 1,
      column: 4,
      reason: "demo: invalid JSON: expected ',' or ']' in an array, found '2'",
    });
    expect(failure('{"a": 1, "a": 2}')).toMatchObject({
      line: 1,
      column: 10,
      reason: 'demo: invalid JSON: the property "a" appears twice',
    });
    expect(failure('"abc')).toMatchObject({ line: 1, column: 1, reason: 'demo: invalid JSON: unterminated string' });
    expect(failure('[1] x')).toMatchObject({ column: 5 });
    expect(failure('1e999').reason).toContain('too large');
    expect(failure('"a\u0001"').reason).toContain('U+0001');
  });

  it('refuses deep nesting with a parse error, never a stack overflow', () => {
    expect(failure('['.repeat(200_000)).reason).toContain('nested more than 64 levels');
  });

  it('takes __proto__ and constructor as plain names', () => {
    const doc = readJson('{"__proto__": 1, "constructor": 2}');
    expect(doc.kind === 'object' ? [...doc.entries.keys()] : []).toEqual(['__proto__', 'constructor']);
  });
});
