import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelText } from '@puzzle-solvers/game-kit';

describe('levelText', () => {
  it('drops a byte-order mark and writes every line break as \\n', () => {
    expect(levelText('\uFEFFab\r\ncd\ref\ngh')).toBe('ab\ncd\nef\ngh');
    expect(levelText('plain\n')).toBe('plain\n');
  });

  it('gives the same lines whichever line breaks an editor saved', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '#') })),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        (lines, eol, bom) => {
          expect(levelText((bom ? '\uFEFF' : '') + lines.join(eol))).toBe(lines.join('\n'));
        },
      ),
    );
  });
});
