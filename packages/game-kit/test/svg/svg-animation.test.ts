import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgAnimation, svgDocument, svgElements, svgElementsAt, svgNumber, svgRuns } from '@puzzle-solvers/game-kit';

describe('svgDocument', () => {
  it('writes a root with viewBox, an escaped title and style, then the body', () => {
    const svg = svgDocument({
      width: 80,
      height: 40.5,
      title: 'A & B',
      style: 'g>rect{fill:red}',
      className: 'ps-test',
      body: '<rect class="wall"/>',
    });
    const [root, title, style, rect] = svgElements(svg);
    expect(root!.attributes['viewBox']).toBe('0 0 80 40.5');
    expect(root!.classes).toEqual(['ps-board', 'ps-test']);
    expect(title!.text).toBe('A & B');
    expect(style!.text).toBe('g>rect{fill:red}');
    expect(rect!.classes).toEqual(['wall']);
  });
});

describe('svgAnimation', () => {
  const parts = { width: 10, height: 10, title: 't', style: '', background: '<rect class="bg"/>' };

  it('writes the background once and one frame group per picture, the last one visible without animation', () => {
    const svg = svgAnimation({ ...parts, frames: ['<circle/>', '<circle/>', '<circle/>'] });
    const els = svgElements(svg);
    expect(els.filter((e) => e.classes.includes('bg'))).toHaveLength(1);
    const frames = els.filter((e) => e.classes.includes('ps-frame'));
    expect(frames.map((f) => f.attributes['data-step'])).toEqual(['0', '1', '2']);
    expect(frames.map((f) => f.classes.includes('ps-last'))).toEqual([false, false, true]);
    expect(frames[1]!.attributes['style']).toBe('animation-delay:0.4s');
    // 3 frames, the last held 3 steps: a 2 s loop.
    expect(svg).toContain('ps-step 2s step-end infinite');
  });

  it('writes each span once, in one group per run of steps, shown at exactly those steps', () => {
    const spans = [
      { from: 0, until: 2, drawing: '<path class="a"/>' },
      { from: 0, until: 2, drawing: '<path class="b"/>' },
      { from: 2, drawing: '<path class="c"/>' },
      { from: 0, drawing: '<path class="always"/>' },
    ];
    const svg = svgAnimation({ ...parts, frames: ['<circle/>', '<circle/>', '<circle/>'], spans });
    const els = svgElements(svg);
    const groups = els.filter((e) => e.classes.includes('ps-span'));
    expect(groups.map((g) => `${g.attributes['data-from']}-${g.attributes['data-until']}`)).toEqual(['0-2', '2-3']);
    expect(els.find((e) => e.classes.includes('always'))!.parent).toBe(0);
    const at = (step: number) => svgElementsAt(els, step).flatMap((e) => e.classes.filter((c) => ['a', 'b', 'c', 'always'].includes(c)));
    expect([at(0), at(1), at(2)]).toEqual([
      ['a', 'b', 'always'],
      ['a', 'b', 'always'],
      ['c', 'always'],
    ]);
    // Step 2 of a 5-slot loop starts at 40 %; a span that ends before the last step is hidden without animation.
    expect(svg).toContain('@keyframes ps-span-0-2{0%{visibility:visible}40%{visibility:hidden}100%{visibility:hidden}}');
    expect(groups[0]!.attributes['style']).toMatch(/^visibility:hidden;/);
    expect(groups[1]!.attributes['style']).not.toMatch(/visibility:hidden/);
  });

  it('gives a still picture (no keyframes) for a single frame', () => {
    const svg = svgAnimation({ ...parts, frames: ['<circle/>'] });
    expect(svg).not.toContain('@keyframes');
    expect(svgElements(svg).filter((e) => e.classes.includes('ps-frame'))).toHaveLength(1);
  });
});

describe('svgNumber', () => {
  it('rounds to two decimals and never writes -0', () => {
    expect([svgNumber(1 / 3), svgNumber(40), svgNumber(-0.001), svgNumber(2.5)]).toEqual(['0.33', '40', '0', '2.5']);
  });
});

describe('svgRuns', () => {
  it('merges an item that stays over consecutive steps into one span, and splits it when it leaves', () => {
    expect(
      svgRuns([
        ['x', 'y'],
        ['x', 'z'],
        ['y', 'x'],
      ]),
    ).toEqual([
      { from: 0, until: 1, drawing: 'y' },
      { from: 0, until: 3, drawing: 'x' },
      { from: 1, until: 2, drawing: 'z' },
      { from: 2, until: 3, drawing: 'y' },
    ]);
  });

  it("gives back every step exactly: the items showing at a step are that step's items", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), { minLength: 1, maxLength: 8 }), (steps) => {
        const spans = svgRuns(steps);
        steps.forEach((items, i) => {
          const shown = spans.filter((s) => s.from <= i && i < (s.until ?? steps.length)).map((s) => s.drawing);
          expect(shown.sort()).toEqual([...items].sort());
        });
      }),
    );
  });
});
