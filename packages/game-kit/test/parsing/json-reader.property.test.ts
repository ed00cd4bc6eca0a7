import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isParseError, readJson, type JsonValue } from '@puzzle-solvers/game-kit';

const plain = (v: JsonValue): unknown =>
  v.kind === 'array'
    ? v.items.map(plain)
    : v.kind === 'object'
      ? Object.fromEntries([...v.entries].map(([k, m]) => [k, plain(m.value)]))
      : v.value;

describe('readJson (properties)', () => {
  it('reads what JSON.stringify writes, as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(plain(readJson(text))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('answers any text with a value or a positioned ParseError, agreeing with JSON.parse on which', () => {
    const texts = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'{}[]",:0123456789-.eEtruefalsn \n\r\\u'.split('')) }),
      fc.jsonValue().chain((v) => fc.nat(40).map((cut) => JSON.stringify(v).slice(0, cut))),
    );
    fc.assert(
      fc.property(texts, (text) => {
        let native = true;
        try {
          JSON.parse(text);
        } catch {
          native = false;
        }
        try {
          readJson(text);
          expect(native).toBe(true);
        } catch (e) {
          if (!isParseError(e)) throw e;
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.column).toBeGreaterThanOrEqual(1);
          // JSON.parse allows a few things the reader refuses on purpose: duplicate names, deep nesting, huge numbers.
          if (native) expect(e.reason).toMatch(/appears twice|nested|too large/);
        }
      }),
    );
  });
});
