import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, parseSolution, plugin, renderSvg, renderSvgAnimation, replay, routeLength, SAMPLES } from '../src/index.js';

const withClass = (els: readonly SvgElement[], ...cls: string[]): SvgElement[] =>
  els.filter((e) => cls.every((c) => e.classes.includes(c)));
const walls = (text: string): number => [...text].filter((c) => c === '#').length;

describe('renderSvg', () => {
  it('draws one element per wall, key, door and robot, doors in their key colour', () => {
    const text = '#######\n#a.A.@#\n#b#B#Z#\n#######';
    const els = svgElements(renderSvg(parse(text)));
    expect(els[0]!.attributes['viewBox']).toBe('0 0 208 124');
    expect(withClass(els, 'wall')).toHaveLength(walls(text));
    expect(withClass(els, 'key').map((k) => k.classes[1])).toEqual(['key-a', 'key-b']);
    expect(withClass(els, 'door').map((d) => d.classes.slice(1).join(' '))).toEqual(['door-a', 'door-b', 'door-z never']);
    expect(withClass(els, 'robot')).toHaveLength(1);
    expect(withClass(els, 'door-letter').map((e) => e.text)).toEqual(['A', 'B', 'Z']);
  });

  it('leaves out keys held and draws their doors open, with the robots where they stand', () => {
    const level = parse(SAMPLES[0]!.text);
    const states = replay(level, parseSolution('a b'));
    const els = svgElements(renderSvg(level, states.at(-1)));
    expect(withClass(els, 'key').map((k) => k.classes[1])).toEqual(['key-c', 'key-d']);
    expect(withClass(els, 'door', 'open').map((d) => d.classes[1])).toEqual(['door-a']);
    expect(withClass(els, 'door')).toHaveLength(2);
  });

  it('draws four robots of a part-2 map, each with its own class', () => {
    const level = parse(SAMPLES[0]!.text, { options: { part: '2' } });
    const els = svgElements(renderSvg(level));
    expect(withClass(els, 'robot').map((r) => r.classes[1])).toEqual(['robot-0', 'robot-1', 'robot-2', 'robot-3']);
  });

  it('is the same text for the same input', () => {
    expect(renderSvg(parse(SAMPLES[1]!.text))).toBe(renderSvg(parse(SAMPLES[1]!.text)));
  });
});

describe('renderSvgAnimation', () => {
  it('has one frame per state, each after the first with the route walked, over one drawing of the walls', () => {
    const level = parse(SAMPLES[0]!.text);
    const { solution } = plugin.solve(level);
    const states = replay(level, parseSolution(solution!));
    const els = svgElements(renderSvgAnimation(level, states));
    const frames = withClass(els, 'ps-frame');
    expect(frames).toHaveLength(states.length);
    states.forEach((_, i) => {
      const shown = svgElementsAt(els, i);
      expect(withClass(shown, 'route')).toHaveLength(i === 0 ? 0 : 1);
      expect(withClass(shown, 'key')).toHaveLength(level.keys.length - i);
      expect(withClass(shown, 'door', 'open')).toHaveLength(withClass(svgElements(renderSvg(level, states[i])), 'door', 'open').length);
    });
    expect(withClass(els, 'wall')).toHaveLength(walls(SAMPLES[0]!.text));
    // The route to the first key has one point per step the rules count, plus the start.
    const firstMove = parseSolution(solution!)[0]!;
    const first = withClass(
      els.filter((e) => e.parent === els.indexOf(frames[1]!)),
      'route',
    )[0]!;
    const steps = routeLength(level, level.robots[firstMove.robot]!, 0, level.keys.indexOf(firstMove.key));
    expect(first.attributes['d']!.split('L')).toHaveLength(steps + 1);
    expect(() => renderSvgAnimation(level, [])).toThrow(RangeError);
  });
});
