import { describe, expect, it } from 'vitest';
import { svgAnimation, svgDocument, svgElements, svgNumber } from '@puzzle-solvers/game-kit';

describe('svgDocument', () => {
  it('writes a root with viewBox, an escaped title and style, then the body', () => {
    const svg = svgDocument({ width: 80, height: 40.5, title: 'A & B', style: 'g>rect{fill:red}', className: 'ps-test', body: '<rect class="wall"/>' });
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

  it('writes a persistent drawing once, shown from its step to the end of the loop', () => {
    const svg = svgAnimation({ ...parts, frames: ['<circle/>', '<circle/>', '<circle/>'], persistent: ['<path class="p0"/>', '', '<path class="p2"/>'] });
    const els = svgElements(svg);
    expect(els.filter((e) => e.classes.includes('p0'))).toHaveLength(1);
    expect(els[els.findIndex((e) => e.classes.includes('p0'))]!.parent).toBe(0);
    const stays = els.filter((e) => e.classes.includes('ps-persistent'));
    expect(stays.map((g) => g.attributes['data-step'])).toEqual(['2']);
    // Step 2 of a 5-slot loop starts at 40 %.
    expect(svg).toContain('@keyframes ps-from-2{0%{visibility:hidden}40%{visibility:visible}');
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
