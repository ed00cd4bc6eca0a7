import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_TURNS, inverseTurn, turnCell, turnDirection, turnSize, turnStep } from '../../src/index.js';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const grid = fc.record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) });
const turn = fc.constantFrom(...GRID_TURNS);

describe('the grid turns', () => {
  it('are the eight distinct symmetries, closed under composition, each with its inverse among them', () => {
    const key = (m: readonly number[]) => m.join();
    expect(new Set(GRID_TURNS.map((t) => key(t.matrix))).size).toBe(8);
    for (const s of GRID_TURNS) {
      for (const t of GRID_TURNS) {
        // The composition s after t, column by column.
        const [ax, ay] = turnStep(s, ...turnStep(t, 1, 0));
        const [bx, by] = turnStep(s, ...turnStep(t, 0, 1));
        expect(GRID_TURNS.some((u) => key(u.matrix) === key([ax, bx, ay, by]))).toBe(true);
      }
      expect(turnStep(inverseTurn(s), ...turnStep(s, 2, 3))).toEqual([2, 3]);
    }
  });

  it('send the cells of a grid one to one onto the turned grid, and back with the inverse', () => {
    fc.assert(
      fc.property(grid, turn, ({ width, height }, t) => {
        const [W, H] = turnSize(t, width, height);
        expect(W * H).toBe(width * height);
        const seen = new Set<number>();
        for (let c = 0; c < width * height; c++) {
          const to = turnCell(t, width, height, c);
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThan(W * H);
          seen.add(to);
          expect(turnCell(inverseTurn(t), W, H, to)).toBe(c);
        }
        expect(seen.size).toBe(width * height);
      }),
    );
  });

  it('keep neighbours neighbours: the cell beside c in direction d goes beside c turned, in d turned', () => {
    fc.assert(
      fc.property(grid, turn, ({ width, height }, t) => {
        const [W] = turnSize(t, width, height);
        for (let c = 0; c < width * height; c++) {
          const x = c % width;
          const y = (c - x) / width;
          for (let d = 0 as 0 | 1 | 2 | 3; d < 4; d++) {
            const nx = x + DX[d]!;
            const ny = y + DY[d]!;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            const from = turnCell(t, width, height, c);
            const to = turnCell(t, width, height, ny * width + nx);
            const td = turnDirection(t, d);
            expect(to - from).toBe(DY[td]! * W + DX[td]!);
            const [sx, sy] = turnStep(t, DX[d]!, DY[d]!);
            expect([sx, sy]).toEqual([DX[td], DY[td]]);
          }
        }
      }),
    );
  });

  it('name the turns as drawn on screen', () => {
    const byName = (name: string) => GRID_TURNS.find((t) => t.name === name)!;
    expect(turnDirection(byName('quarter'), 0)).toBe(1);
    expect(turnDirection(byName('mirrorX'), 1)).toBe(3);
    expect(turnDirection(byName('mirrorY'), 0)).toBe(2);
    expect(turnDirection(byName('transpose'), 1)).toBe(2);
    // A 3 × 2 grid: the top-left cell under each turn.
    expect(turnCell(byName('mirrorX'), 3, 2, 0)).toBe(2);
    expect(turnCell(byName('quarter'), 3, 2, 0)).toBe(1);
    expect(turnSize(byName('quarter'), 3, 2)).toEqual([2, 3]);
  });
});
