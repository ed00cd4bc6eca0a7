import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, svgElements } from '@puzzle-solvers/game-kit';

describe('svgElements', () => {
  it('lists elements in document order with their parent, classes and decoded text', () => {
    const els = svgElements(
      '<?xml version="1.0"?><svg a="1"><!-- note --><g class="frame  f1"><text>a &lt; b &#65;&#x42;</text></g><rect/></svg>\n',
    );
    expect(els.map((e) => e.name)).toEqual(['svg', 'g', 'text', 'rect']);
    expect(els.map((e) => e.parent)).toEqual([-1, 0, 1, 0]);
    expect(els[1]!.classes).toEqual(['frame', 'f1']);
    expect(els[2]!.text).toBe('a < b AB');
  });

  it.each([
    ['<svg><g></svg>', 'closes'],
    ['<svg>', 'never closed'],
    ['<svg/><svg/>', 'second root'],
    ['<svg a="1" a="2"/>', 'twice'],
    ['<svg a=1/>', 'quotes'],
    ['<svg a="x"b="y"/>', 'separated'],
    ['<svg>&nbsp;</svg>', 'entity'],
    ['<svg>a & b</svg>', 'entity'],
    ['<svg a="<"/>', '"<"'],
    ['<svg><!-- a -- b --></svg>', 'comment'],
    ['text<svg/>', 'outside'],
    ['<svg/>text', 'outside'],
    ['', 'no root'],
    ['<svg>&#0;</svg>', 'forbids'],
    ['<!DOCTYPE svg><svg/>', 'declarations'],
  ])('refuses %j', (text, why) => {
    expect(() => svgElements(text)).toThrow(why);
  });

  it('reads back any text escaped with escapeXml, as content and as an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const els = svgElements(`<svg title="${escapeXml(s)}">${escapeXml(s)}</svg>`);
        expect(els[0]!.text).toBe(els[0]!.attributes['title']);
        expect(escapeXml(els[0]!.text)).toBe(escapeXml(s));
      }),
    );
  });

  it('never throws anything but a SyntaxError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '/', '"', '=', '&', ';', 'a', ' ', '!', '-', '?') }), (s) => {
        try {
          svgElements(s);
        } catch (e) {
          expect(e).toBeInstanceOf(SyntaxError);
        }
      }),
    );
  });
});
