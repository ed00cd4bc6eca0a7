import { GRID_TURNS, turnCell, turnSize } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, solve, verify } from '../src/index.js';
import { chainMazeArb, fourRobotArb, mazeArb, treeMazeArb } from './arbitraries/maze.js';

// The vault knows no favourite direction: a map turned or mirrored needs as many steps, and the same
// order of keys collects them (a solution names keys, not directions; only the robots' numbers,
// given in reading order, change).

/** The map's text turned over, character by character. */
function turnText(turn: (typeof GRID_TURNS)[number], text: string): string {
  const rows = text.trimEnd().split('\n');
  const w = rows[0]!.length;
  const h = rows.length;
  const [W, H] = turnSize(turn, w, h);
  const out = new Array<string>(W * H);
  for (let c = 0; c < w * h; c++) out[turnCell(turn, w, h, c)] = rows[Math.floor(c / w)]![c % w]!;
  return Array.from({ length: H }, (_, y) => out.slice(y * W, (y + 1) * W).join('')).join('\n') + '\n';
}

/**
 * A solution for the turned map: robots are numbered in reading order of their cells, which a turn
 * changes; keys stay.
 */
function turnSolution(turn: (typeof GRID_TURNS)[number], text: string, solution: string): string {
  const rows = text.trimEnd().split('\n');
  const w = rows[0]!.length;
  const cells = [...rows.join('')].flatMap((ch, c) => (ch === '@' ? [c] : []));
  const turned = cells.map((c) => turnCell(turn, w, rows.length, c));
  const sorted = [...turned].sort((a, b) => a - b);
  if (solution.trim() === '') return solution;
  return solution
    .trim()
    .split(/\s+/)
    .map((move) => {
      const [robot, key] = move.includes(':') ? move.split(':') : ['0', move];
      return `${sorted.indexOf(turned[Number(robot)]!)}:${key}`;
    })
    .join(' ');
}

const maps = fc.oneof(
  mazeArb({ robots: 1, maxWidth: 8, maxHeight: 6, maxKeys: 5 }),
  mazeArb({ robots: 2, maxWidth: 5, maxHeight: 4, maxKeys: 3 }),
  fourRobotArb(4),
  treeMazeArb(6),
  chainMazeArb(7, 6, 5),
);

describe('a turned map', () => {
  it('needs as many steps, and the same keys in the same order collect them', () => {
    const seen = { solved: 0, exhausted: 0 };
    fc.assert(
      fc.property(maps, fc.constantFrom(...GRID_TURNS.slice(1)), (text, turn) => {
        const level = parse(text);
        const turned = parse(turnText(turn, text));
        const a = solve(level);
        const b = solve(turned);
        expect(b.result.status).toBe(a.result.status);
        if (a.result.status !== 'solved') {
          seen.exhausted++;
          return;
        }
        seen.solved++;
        expect(b.result.cost).toBe(a.result.cost);
        expect(verify(turned, turnSolution(turn, text, a.solution!))).toMatchObject({ valid: true, cost: a.result.cost });
      }),
      { numRuns: 300 },
    );
    expect(seen.solved).toBeGreaterThan(100);
  });
});
