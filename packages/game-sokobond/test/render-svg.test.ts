import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, plugin, renderSvg, renderSvgAnimation, replaySolution, SAMPLES } from '../src/index.js';

const withClass = (els: readonly SvgElement[], ...cls: string[]): SvgElement[] =>
  els.filter((e) => cls.every((c) => e.classes.includes(c)));

describe('renderSvg', () => {
  it('draws every wall, each atom with its element, the player, the bond and the free electrons', () => {
    const level = parse('xxxxx\nxHo-x\nxxxxx\n');
    const els = svgElements(renderSvg(level));
    expect(els[0]!.attributes['viewBox']).toBe('0 0 256 160');
    expect(withClass(els, 'wall')).toHaveLength(12);
    expect(withClass(els, 'atom')).toHaveLength(2);
    expect(withClass(els, 'atom', 'element-h', 'player')).toHaveLength(1);
    expect(withClass(els, 'atom', 'element-o')).toHaveLength(1);
    expect(withClass(els, 'bond', 'order-1')).toHaveLength(1);
    // H is saturated; O keeps one electron.
    expect(withClass(els, 'electron')).toHaveLength(1);
    expect(withClass(els, 'atom-symbol').map((e) => e.text)).toEqual(['H', 'O']);
  });

  it('draws each modifier on its corner with its kind', () => {
    const level = parse(['v2', 'x x x x', ' / +', 'x - - x', '   @', 'x O - x', '', 'x x x x', ''].join('\n'));
    const els = svgElements(renderSvg(level));
    expect(withClass(els, 'modifier', 'weaken')).toHaveLength(1);
    expect(withClass(els, 'modifier', 'strengthen')).toHaveLength(1);
    expect(withClass(els, 'modifier', 'rotate')).toHaveLength(1);
  });

  it('draws a double bond as two lines after a strengthener', () => {
    const level = parse(SAMPLES.find((s) => s.name === 'double bond')!.text);
    const { positions } = replaySolution(level, plugin.parseSolution('DD'));
    const els = svgElements(renderSvg(level, positions.at(-1)));
    const bond = withClass(els, 'bond', 'order-2');
    expect(bond).toHaveLength(1);
    expect(els.filter((e) => e.name === 'line' && e.parent === els.indexOf(bond[0]!))).toHaveLength(2);
  });

  it('is the same text for the same input, and takes a title', () => {
    const level = parse(SAMPLES[0]!.text);
    expect(renderSvg(level)).toBe(renderSvg(parse(SAMPLES[0]!.text)));
    expect(svgElements(renderSvg(level, undefined, { title: 'water & co' })).find((e) => e.name === 'title')!.text).toBe('water & co');
  });
});

describe('renderSvgAnimation', () => {
  it('has one frame per position, each with every atom, over one drawing of the walls', () => {
    const level = parse(SAMPLES[1]!.text);
    const { solution } = plugin.solve(level);
    const { positions } = replaySolution(level, plugin.parseSolution(solution!));
    const els = svgElements(renderSvgAnimation(level, positions));
    expect(withClass(els, 'ps-frame')).toHaveLength(positions.length);
    positions.forEach((pos, i) => {
      const shown = withClass(svgElementsAt(els, i), 'atom').map((a) => `${a.attributes['cx']},${a.attributes['cy']}`);
      const still = withClass(svgElements(renderSvg(level, pos)), 'atom').map((a) => `${a.attributes['cx']},${a.attributes['cy']}`);
      expect(shown.sort()).toEqual(still.sort());
    });
    expect(withClass(els, 'wall')).toHaveLength(level.walls.reduce((a, b) => a + b, 0));
  });

  it('refuses an empty list of positions', () => {
    expect(() => renderSvgAnimation(parse(SAMPLES[0]!.text), [])).toThrow(RangeError);
  });
});
