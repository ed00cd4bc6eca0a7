import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { initialState, renderSvg, renderSvgAnimation, replay, solve, type TileKind } from '../src/index.js';
import { levelArb } from './arbitraries/level.js';

const count = (els: readonly SvgElement[], ...cls: string[]): number => els.filter((e) => cls.every((c) => e.classes.includes(c))).length;
const KINDS: TileKind[] = ['flat', 'slope', 'angle', 'sand', 'quicksand', 'water', 'spring', 'warp', 'belt', 'ice', 'ice-angle'];

describe('renderSvg on random levels', () => {
  it('is well-formed and deterministic, with one element per tile of each kind, one ball, one flag and every card', () => {
    fc.assert(
      fc.property(levelArb({ maxWarpPairs: 2 }), (level) => {
        const svg = renderSvg(level);
        expect(renderSvg(level, initialState(level))).toBe(svg);
        const els = svgElements(svg);
        for (const kind of KINDS) expect(count(els, 'tile', kind)).toBe(level.tiles.filter((t) => t.kind === kind).length);
        expect(count(els, 'ball')).toBe(1);
        expect(count(els, 'flag')).toBe(1);
        expect(count(els, 'card')).toBe(level.cards.length);
        expect(count(els, 'warp-pair')).toBe(level.tiles.filter((t) => t.kind === 'warp').length);
      }),
    );
  });

  it('animates a solution (or the start alone) with one frame per state and the played cards faded', () => {
    fc.assert(
      fc.property(levelArb({ maxSide: 4 }), (level) => {
        const { result } = solve(level, { maxExpansions: 5_000 });
        const states = replay(level, result.status === 'solved' ? result.moves : []);
        const els = svgElements(renderSvgAnimation(level, states));
        expect(count(els, 'ps-frame')).toBe(states.length);
        states.forEach((_, i) => {
          const shown = svgElementsAt(els, i);
          expect(count(shown, 'card')).toBe(level.cards.length);
          expect(count(shown, 'card', 'played')).toBe(i);
          expect(count(shown, 'ball')).toBe(1);
        });
      }),
      { numRuns: 40 },
    );
  });
});
