import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { parse, renderSvg, renderSvgAnimation, replay, solve } from '../src/index.js';
import { fourRobotArb, mazeArb } from './arbitraries/maze.js';

const count = (els: readonly SvgElement[], cls: string): number => els.filter((e) => e.classes.includes(cls)).length;
const chars = (text: string, re: RegExp): number => [...text].filter((c) => re.test(c)).length;

describe('renderSvg on random mazes', () => {
  it('is well-formed and deterministic, with one element per wall, key, door and robot', () => {
    fc.assert(
      fc.property(fc.oneof(mazeArb({ robots: 1, maxWidth: 8, maxHeight: 6, maxKeys: 5 }), fourRobotArb(4)), (text) => {
        const level = parse(text);
        const svg = renderSvg(level);
        expect(renderSvg(level)).toBe(svg);
        const els = svgElements(svg);
        expect(count(els, 'wall')).toBe(chars(text, /#/));
        expect(count(els, 'key')).toBe(chars(text, /[a-z]/));
        expect(count(els, 'door')).toBe(chars(text, /[A-Z]/));
        expect(count(els, 'robot')).toBe(chars(text, /@/));
      }),
    );
  });

  it('animates a solution with one frame per state, one key fewer in each', () => {
    fc.assert(
      fc.property(mazeArb({ robots: 1, maxWidth: 6, maxHeight: 5, maxKeys: 4 }), (text) => {
        const level = parse(text);
        const { result } = solve(level);
        const states = replay(level, result.status === 'solved' ? result.moves : []);
        const els = svgElements(renderSvgAnimation(level, states));
        expect(count(els, 'ps-frame')).toBe(states.length);
        states.forEach((_, i) => {
          const shown = svgElementsAt(els, i);
          expect(count(shown, 'key')).toBe(level.keys.length - i);
          expect(count(shown, 'door')).toBe(chars(text, /[A-Z]/));
        });
      }),
      { numRuns: 50 },
    );
  });
});
