import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import { Cell, parse, renderSvg, renderSvgAnimation, TrainState } from '../src/index.js';
import { gridText, jsonText } from './arbitraries/level.js';

const count = (els: readonly SvgElement[], ...cls: string[]): number => els.filter((e) => cls.every((c) => e.classes.includes(c))).length;
const cellsOf = (cells: Uint8Array, kind: number): number => cells.filter((c) => c === kind).length;

describe('renderSvg on random levels and tracks', () => {
  it('is well-formed and deterministic, with one element per wall, house, crossing, wormhole, alien and car', () => {
    fc.assert(
      fc.property(fc.oneof(gridText, jsonText), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 14 }), (text, dirs) => {
        const level = parse(text);
        const states = [TrainState.initial(level)];
        for (const d of dirs) {
          const r = states.at(-1)!.step(d);
          if (r.ok) states.push(r.state);
        }
        for (const state of states) {
          const svg = renderSvg(level, state);
          expect(renderSvg(level, state)).toBe(svg);
          const els = svgElements(svg);
          expect(count(els, 'wall')).toBe(cellsOf(level.cells, Cell.Wall));
          expect(count(els, 'crossing')).toBe(cellsOf(level.cells, Cell.Crossing));
          expect(count(els, 'wormhole')).toBe(cellsOf(level.cells, Cell.Wormhole));
          for (const color of ['purple', 'orange', 'green', 'any'] as const) {
            expect(count(els, 'house', `house-${color}`)).toBe(level.houses.filter((h) => h.color === color).length);
          }
          // Every alien is drawn once: waiting on its cell, aboard a car, or delivered in a house.
          expect(count(els, 'alien')).toBe(level.aliens.length);
          expect(count(els, 'engine')).toBe(1);
          let cars = 0;
          for (let k = 1; k <= level.cars; k++) if (state.carCell(k) >= 0) cars++;
          expect(count(els, 'car')).toBe(cars);
          const pathCells = new Set(state.path().filter((c) => c !== level.entrance && c !== level.exit));
          expect(count(els, 'track')).toBe(pathCells.size);
        }
        const anim = svgElements(renderSvgAnimation(level, states));
        expect(count(anim, 'ps-frame')).toBe(states.length);
        states.forEach((state, i) => {
          const shown = svgElementsAt(anim, i);
          expect(count(shown, 'alien')).toBe(level.aliens.length);
          expect(count(shown, 'track')).toBe(new Set(state.path().filter((c) => c !== level.entrance && c !== level.exit)).size);
        });
      }),
    );
  });
});
