import { describe, expect, it } from 'vitest';
import { svgElements, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, parseSolution, plugin, renderSvg, renderSvgAnimation, replay, SAMPLES } from '../src/index.js';

const withClass = (els: readonly SvgElement[], ...cls: string[]): SvgElement[] =>
  els.filter((e) => cls.every((c) => e.classes.includes(c)));

describe('renderSvg', () => {
  const level = parse(SAMPLES[0]!.text);

  it('draws every tile by kind, the flag, the ball and the cards', () => {
    const els = svgElements(renderSvg(level));
    expect(els[0]!.attributes['viewBox']).toMatch(/^0 0 [\d.]+ [\d.]+$/);
    expect(withClass(els, 'tile')).toHaveLength(level.tiles.filter((t) => t.kind !== 'void').length);
    expect(withClass(els, 'tile', 'slope')).toHaveLength(1);
    expect(withClass(els, 'tile', 'sand')).toHaveLength(1);
    expect(withClass(els, 'slope-arrow')).toHaveLength(1);
    expect(withClass(els, 'flag')).toHaveLength(1);
    expect(withClass(els, 'ball')).toHaveLength(1);
    expect(withClass(els, 'card').map((c) => c.classes.includes('played'))).toEqual([false, false, false, false]);
    expect(withClass(els, 'card-label').map((e) => e.text)).toEqual(['1-', '2-', '2-', '3-']);
  });

  it('writes the heights of a hilly course and draws the sides of its tiles', () => {
    const els = svgElements(renderSvg(level));
    expect(
      withClass(els, 'height')
        .map((e) => e.text)
        .sort(),
    ).toEqual(['0', '0', '0', '0', '0', '0', '1', '1', '2']);
    expect(withClass(els, 'side').length).toBeGreaterThan(0);
    const flat = parse('2x2\n0,ball 0\n0 0,flag\n\n1-');
    expect(withClass(svgElements(renderSvg(flat)), 'height')).toHaveLength(0);
  });

  it('fades the cards played (of identical cards, the last ones)', () => {
    const states = replay(level, parseSolution('3-↘ 2-↙'));
    const els = svgElements(renderSvg(level, states.at(-1)));
    expect(withClass(els, 'card').map((c) => c.classes.includes('played'))).toEqual([false, false, true, true]);
  });

  it('draws every special tile of the third sample with its mark', () => {
    const special = parse(SAMPLES[2]!.text);
    const els = svgElements(renderSvg(special));
    expect(withClass(els, 'warp-ring')).toHaveLength(2);
    expect(withClass(els, 'warp-pair').map((e) => e.text)).toEqual(['0', '0']);
    expect(withClass(els, 'tile', 'belt')).toHaveLength(2);
    expect(withClass(els, 'belt-chevron')).toHaveLength(4);
    expect(withClass(els, 'tile', 'ice-angle')).toHaveLength(1);
    expect(withClass(els, 'angle-wall', 'ice-wall')).toHaveLength(1);
    const wet = svgElements(renderSvg(parse(SAMPLES[1]!.text)));
    expect(withClass(wet, 'tile', 'water')).toHaveLength(2);
    expect(withClass(wet, 'tile', 'spring')).toHaveLength(2);
  });

  it('is the same text for the same input', () => {
    expect(renderSvg(level)).toBe(renderSvg(parse(SAMPLES[0]!.text)));
  });
});

describe('renderSvgAnimation', () => {
  it('has one frame per state with one ball each, over one drawing of the course', () => {
    const level = parse(SAMPLES[1]!.text);
    const { solution } = plugin.solve(level);
    const states = replay(level, parseSolution(solution!));
    const els = svgElements(renderSvgAnimation(level, states));
    const frames = withClass(els, 'ps-frame');
    expect(frames).toHaveLength(states.length);
    for (const f of frames)
      expect(
        withClass(
          els.filter((e) => e.parent === els.indexOf(f)),
          'ball',
        ),
      ).toHaveLength(1);
    expect(withClass(els, 'tile')).toHaveLength(level.tiles.filter((t) => t.kind !== 'void').length);
    expect(() => renderSvgAnimation(level, [])).toThrow(RangeError);
  });
});
