import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import {
  ELEMENTS,
  downBondAt,
  freeElectrons,
  initialPosition,
  move,
  parse,
  renderSvg,
  renderSvgAnimation,
  rightBondAt,
  type Position,
} from '../src/index.js';
import { directionsArb, levelTextArb } from './arbitraries.js';

const count = (els: readonly SvgElement[], ...cls: string[]): number => els.filter((e) => cls.every((c) => e.classes.includes(c))).length;

describe('renderSvg on random levels and moves', () => {
  it('is well-formed and deterministic, with one element per wall, atom, bond, modifier and free electron', () => {
    fc.assert(
      fc.property(levelTextArb(), directionsArb(12), (text, dirs) => {
        const level = parse(text);
        const positions: Position[] = [initialPosition(level)];
        for (const d of dirs) {
          const r = move(level, positions.at(-1)!, d);
          if (r.ok) positions.push(r.position);
        }
        for (const pos of positions) {
          const svg = renderSvg(level, pos);
          expect(renderSvg(level, pos)).toBe(svg);
          const els = svgElements(svg);
          expect(count(els, 'wall')).toBe(level.walls.reduce((a, b) => a + b, 0));
          for (const e of ELEMENTS) expect(count(els, 'atom', `element-${e}`)).toBe(level.atoms.filter((a) => a.element === e).length);
          expect(count(els, 'atom', 'player')).toBe(1);
          for (const kind of ['weaken', 'strengthen', 'rotate'] as const) {
            expect(count(els, 'modifier', kind)).toBe(level.modifiers.filter((m) => m.kind === kind).length);
          }
          for (let order = 1; order <= 3; order++) {
            let want = 0;
            for (let i = 0; i < level.atoms.length; i++)
              want += Number(rightBondAt(pos, i) === order) + Number(downBondAt(pos, i) === order);
            expect(count(els, 'bond', `order-${order}`)).toBe(want);
          }
          expect(count(els, 'electron')).toBe(freeElectrons(level, pos));
        }
        const anim = svgElements(renderSvgAnimation(level, positions));
        expect(count(anim, 'ps-frame')).toBe(positions.length);
        positions.forEach((pos, i) => {
          const shown = svgElementsAt(anim, i);
          expect(count(shown, 'atom')).toBe(level.atoms.length);
          expect(count(shown, 'electron')).toBe(freeElectrons(level, pos));
        });
      }),
    );
  });
});
