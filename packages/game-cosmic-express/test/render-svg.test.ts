import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, parseSolution, plugin, renderSvg, renderSvgAnimation, replay, SAMPLES, TrainState } from '../src/index.js';

const withClass = (els: readonly SvgElement[], ...cls: string[]): SvgElement[] =>
  els.filter((e) => cls.every((c) => e.classes.includes(c)));
const sample = (name: string) => parse(SAMPLES.find((s) => s.name === name)!.text);

describe('renderSvg', () => {
  it('draws the bare level: walls, portals, aliens waiting and houses by colour', () => {
    const level = sample('green-goo');
    const els = svgElements(renderSvg(level));
    expect(els[0]!.attributes['viewBox']).toBe('0 0 376 256');
    expect(withClass(els, 'wall')).toHaveLength(SAMPLES[1]!.text.split('').filter((c) => c === '#').length);
    expect(withClass(els, 'entrance')).toHaveLength(1);
    expect(withClass(els, 'exit')).toHaveLength(1);
    expect(withClass(els, 'alien', 'waiting').map((a) => a.classes[1])).toEqual(['alien-orange', 'alien-green']);
    expect(withClass(els, 'house').map((h) => h.classes[1])).toEqual(['house-orange', 'house-green']);
    expect(withClass(els, 'engine')).toHaveLength(0);
  });

  it('draws crossings, wormholes, the wildcard house and parked cars', () => {
    expect(withClass(svgElements(renderSvg(sample('crossing'))), 'crossing')).toHaveLength(1);
    const worm = svgElements(renderSvg(sample('wormhole-wildcard')));
    expect(withClass(worm, 'wormhole')).toHaveLength(2);
    expect(withClass(worm, 'house', 'house-any')).toHaveLength(1);
    expect(withClass(svgElements(renderSvg(sample('two-cars'))), 'parked-car')).toHaveLength(1);
  });

  it('faces the engine into the level before the first move, from any side', () => {
    // The same corridor entered from the left, the right, the top and the bottom.
    const cases: [string, string][] = [
      ['#####\nA..Z#\n#####', '0'],
      ['#####\n#Z..A\n#####', '180'],
      ['#A#\n#.#\n#Z#\n###', '90'],
      ['###\n#Z#\n#.#\n#A#', '-90'],
    ];
    for (const [text, angle] of cases) {
      const level = parse(text);
      const engine = withClass(svgElements(renderSvg(level, TrainState.initial(level))), 'engine')[0];
      expect(engine?.attributes['transform']).toMatch(new RegExp(`^rotate\\(${angle} `));
    }
  });

  it('draws the track laid, the engine and the car with its passenger', () => {
    const level = sample('first-delivery');
    // R R D: the car is on the cell below the alien and picks it up.
    const states = replay(level, parseSolution('RRD'));
    const els = svgElements(renderSvg(level, states.at(-1)));
    expect(withClass(els, 'track').map((t) => t.classes[1])).toEqual(['track-ew', 'track-sw', 'track-n']);
    expect(withClass(els, 'engine')).toHaveLength(1);
    expect(withClass(els, 'car')).toHaveLength(1);
    expect(withClass(els, 'alien', 'aboard')).toHaveLength(1);
    expect(withClass(els, 'alien', 'waiting')).toHaveLength(0);
  });

  it('shows a crossing passed both ways as one four-way piece, and every alien home when solved', () => {
    const level = sample('crossing');
    const { solution } = plugin.solve(level);
    const last = replay(level, parseSolution(solution!)).at(-1)!;
    expect(last.isSolved()).toBe(true);
    const els = svgElements(renderSvg(level, last));
    expect(withClass(els, 'track', 'track-nesw')).toHaveLength(1);
    expect(withClass(els, 'alien', 'delivered')).toHaveLength(level.aliens.length);
  });

  it('is the same text for the same input', () => {
    const level = sample('json-corner');
    expect(renderSvg(level, TrainState.initial(level))).toBe(renderSvg(sample('json-corner'), TrainState.initial(level)));
  });
});

describe('renderSvgAnimation', () => {
  it('has one frame per state with one engine each, over one drawing of the board', () => {
    const level = sample('two-cars');
    const { solution } = plugin.solve(level);
    const states = replay(level, parseSolution(solution!));
    const els = svgElements(renderSvgAnimation(level, states));
    expect(withClass(els, 'ps-frame')).toHaveLength(states.length);
    states.forEach((state, i) => {
      const shown = svgElementsAt(els, i);
      expect(withClass(shown, 'engine')).toHaveLength(1);
      expect(withClass(shown, 'alien')).toHaveLength(level.aliens.length);
      const still = svgElements(renderSvg(level, state));
      expect(
        withClass(shown, 'track')
          .map((t) => t.classes[1])
          .sort(),
      ).toEqual(
        withClass(still, 'track')
          .map((t) => t.classes[1])
          .sort(),
      );
    });
    expect(withClass(els, 'house')).toHaveLength(level.houses.length);
    expect(() => renderSvgAnimation(level, [])).toThrow(RangeError);
  });
});
