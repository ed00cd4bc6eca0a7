import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, parseSolution, plugin, renderSvg, renderSvgAnimation, replay, SAMPLES, solve, tubesOf } from '../src/index.js';

const withClass = (els: readonly SvgElement[], cls: string): SvgElement[] => els.filter((e) => e.classes.includes(cls));

describe('renderSvg', () => {
  const level = parse('// crossed\n2\n1\nRGRG\nGRGR\n');

  it('draws one tube per tube and one ball per ball, classed by colour, in a well-formed document', () => {
    const els = svgElements(renderSvg(level));
    expect(els[0]!.attributes['viewBox']).toMatch(/^0 0 \d+ \d+$/);
    expect(els.find((e) => e.name === 'title')!.text).toBe('Ball sort: 3 tubes of 4, 2 colours');
    expect(withClass(els, 'tube')).toHaveLength(3);
    expect(withClass(els, 'ball')).toHaveLength(8);
    expect(withClass(els, 'colour-0')).toHaveLength(4);
    expect(withClass(els, 'colour-1')).toHaveLength(4);
  });

  it('draws a ball in the colour its letter names and writes the letter on it', () => {
    const svg = renderSvg(level);
    expect(svg).toContain('.colour-0{fill:#e53935}'); // R: red
    expect(svg).toContain('.colour-1{fill:#43a047}'); // G: green
    expect(
      withClass(svgElements(svg), 'ball-letter')
        .map((e) => e.text)
        .sort()
        .join(''),
    ).toBe('GGGGRRRR');
  });

  it('draws the balls of the state it is given, bottom first', () => {
    const [, after] = replay(level, parseSolution('1>3'));
    const els = svgElements(renderSvg(level, after));
    const balls = withClass(els, 'ball');
    expect(balls).toHaveLength(8);
    // The ball on tube 3 is the only one in the third column, at the bottom.
    const xs = balls.map((b) => Number(b.attributes['cx']));
    const third = Math.max(...xs);
    expect(balls.filter((b) => Number(b.attributes['cx']) === third)).toHaveLength(1);
  });

  it('takes a title and a style sheet, escaped', () => {
    const els = svgElements(renderSvg(level, undefined, { title: 'a <b> & c', style: '.ball{fill:red}' }));
    expect(els.find((e) => e.name === 'title')!.text).toBe('a <b> & c');
    expect(els.find((e) => e.name === 'style')!.text).toBe('.ball{fill:red}');
  });

  it('escapes odd colour characters', () => {
    const odd = parse('{ "capacity": 2, "tubes": [["<", "&"], ["&", "<"], []] }');
    expect(
      withClass(svgElements(renderSvg(odd)), 'ball-letter')
        .map((e) => e.text)
        .sort(),
    ).toEqual(['&', '&', '<', '<']);
  });

  it('is the same text for the same input', () => {
    expect(renderSvg(level)).toBe(renderSvg(parse('// crossed\n2\n1\nRGRG\nGRGR\n')));
  });
});

describe('renderSvgAnimation', () => {
  it('has one frame per state, each with every ball, and the moved ball ringed', () => {
    const level = parse(SAMPLES[0]!.text);
    const { result } = solve(level);
    expect(result.status).toBe('solved');
    const states = replay(level, result.status === 'solved' ? result.moves : []);
    const els = svgElements(renderSvgAnimation(level, states));
    expect(withClass(els, 'ps-frame')).toHaveLength(states.length);
    const balls = tubesOf(level, states[0]!).flat().length;
    states.forEach((state, f) => {
      const shown = svgElementsAt(els, f);
      expect(withClass(shown, 'ball')).toHaveLength(balls);
      expect(withClass(shown, 'moved')).toHaveLength(f === 0 ? 0 : 1);
      // The balls showing are those of the state, where the still picture draws them.
      const still = withClass(svgElements(renderSvg(level, state)), 'ball').map(
        (b) => `${b.attributes['cx']},${b.attributes['cy']},${b.classes[1]}`,
      );
      expect(
        withClass(shown, 'ball')
          .map((b) => `${b.attributes['cx']},${b.attributes['cy']},${b.classes[1]}`)
          .sort(),
      ).toEqual(still.sort());
    });
    // Balls that stay put are written once, not once per move.
    expect(withClass(els, 'ball').length).toBeLessThan((balls * states.length) / 2);
    expect(withClass(els, 'tube')).toHaveLength(level.tubes.length);
  });

  it('refuses an empty list of states', () => {
    expect(() => renderSvgAnimation(parse(SAMPLES[0]!.text), [])).toThrow(RangeError);
  });

  it('is offered by the plugin', () => {
    const level = plugin.parse(SAMPLES[1]!.text);
    expect(plugin.renderSvg!(level)).toBe(renderSvg(level));
  });
});
