import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLine, printable, printableOutput } from '../src/printable.js';

// What a terminal would act on: C0 but tab and line feed, DEL, C1, and the bidirectional marks.
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u001b', '\u0007', '\r', '\u009b', '\u007f', '\u202e', '\u2066', '\n', '\t', ']', '[', '2J', 'ü', '✓'),
    fc.string({ minLength: 1, maxLength: 3 }),
  ),
  maxLength: 30,
});

describe('printable', () => {
  it('escapes control characters and bidirectional marks, and keeps tab, line feed and the rest', () => {
    expect(printable('a\u001b[2Jb\tc\nd')).toBe('a\\x1b[2Jb\tc\nd');
    expect(printable('title\u001b]0;pwned\u0007')).toBe('title\\x1b]0;pwned\\x07');
    expect(printable('\u009b31m\u007f')).toBe('\\x9b31m\\x7f');
    expect(printable('abc\u202etxt.exe')).toBe('abc\\u202etxt.exe');
    expect(printable('ümlaut ✓ 漢字')).toBe('ümlaut ✓ 漢字');
  });

  it('leaves nothing a terminal acts on, whatever the text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(printable(text)).not.toMatch(unsafe);
      }),
    );
  });
});

describe('printableOutput', () => {
  it("keeps the command line's own colours and progress-line escapes, and escapes everything else", () => {
    const own = '\u001b[32m✓\u001b[39m a\u001b[31mb\r\u001b[K';
    expect(printableOutput(own)).toBe(own);
    expect(printableOutput('\u001b[32m✓\u001b[39m x\u001b[2Jy\u001b]0;t\u0007')).toBe('\u001b[32m✓\u001b[39m x\\x1b[2Jy\\x1b]0;t\\x07');
  });

  it('lets through, of any text, only those escapes', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const out = printableOutput(text).replace(/\u001b\[3[129]m|\r\u001b\[K/g, '');
        expect(out).not.toMatch(unsafe);
      }),
    );
  });
});

describe('jsonLine', () => {
  it('is one line that parses back to the same value and holds nothing a terminal acts on', () => {
    fc.assert(
      fc.property(fc.dictionary(hostile, hostile, { maxKeys: 4 }), (value) => {
        const line = jsonLine(value);
        expect(line.endsWith('\n')).toBe(true);
        expect(line.slice(0, -1)).not.toMatch(/[\n]/);
        expect(line).not.toMatch(unsafe);
        expect(JSON.parse(line)).toEqual(value);
      }),
    );
  });
});
