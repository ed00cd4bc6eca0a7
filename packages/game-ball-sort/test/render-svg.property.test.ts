import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt } from '@puzzle-solvers/game-kit';
import { renderSvg, renderSvgAnimation, solve, replay } from '../src/index.js';
import { smallLevelArb } from './arbitraries.js';

describe('renderSvg on random levels', () => {
  it('is well-formed, deterministic, and draws every tube and ball with its colour class', () => {
    fc.assert(
      fc.property(smallLevelArb(), ({ level }) => {
        const svg = renderSvg(level);
        expect(renderSvg(level)).toBe(svg);
        const els = svgElements(svg);
        expect(els.filter((e) => e.classes.includes('tube'))).toHaveLength(level.tubes.length);
        level.colours.forEach((_, c) => {
          const want = level.tubes.flat().filter((b) => b === c).length;
          expect(els.filter((e) => e.classes.includes('ball') && e.classes.includes(`colour-${c}`))).toHaveLength(want);
        });
      }),
    );
  });

  it('animates a solution with one frame per state', () => {
    fc.assert(
      fc.property(smallLevelArb('app', 'single'), ({ level }) => {
        const { result } = solve(level);
        const states = replay(level, result.status === 'solved' ? result.moves : []);
        const els = svgElements(renderSvgAnimation(level, states));
        expect(els.filter((e) => e.classes.includes('ps-frame'))).toHaveLength(states.length);
        const balls = level.tubes.flat().length;
        states.forEach((_, i) => expect(svgElementsAt(els, i).filter((e) => e.classes.includes('ball'))).toHaveLength(balls));
      }),
      { numRuns: 30 },
    );
  });
});
