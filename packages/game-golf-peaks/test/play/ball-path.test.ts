import fc from 'fast-check';
import { svgElements, svgElementsAt } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { ballPath, parse, parseSolution, playCard, renderSvgAnimation, replay, startPosition, type Level } from '../../src/index.js';
import { simulatorOf } from '../../src/rules/simulator.js';
import { levelArb } from '../arbitraries/level.js';

/** The level drawn in `rows` (tiles separated by spaces), with the one card `card`. */
function levelOf(rows: string, card = '1-'): Level {
  const lines = rows
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const width = Math.max(...lines.map((l) => l.split(/\s+/).length));
  return parse(`${width}x${lines.length}\n${lines.join('\n')}\n\n${card}`);
}

/** The path of the level's card played `arrow` from the start, as `how:x,y` points. */
function pathOf(rows: string, card: string, arrow: string): string {
  const level = levelOf(rows, card);
  const [move] = parseSolution(`${card}${arrow}`);
  return ballPath(level, startPosition(level), move!.card, move!.direction)
    .map((p) => `${p.how}:${p.cell % level.width},${Math.floor(p.cell / level.width)}`)
    .join(' ');
}

describe("the ball's path during a card", () => {
  it('rolls tile by tile from where it started', () => {
    expect(pathOf('0,ball 0 0 0,flag', '2-', '↘')).toBe('start:0,0 roll:1,0 roll:2,0');
  });

  it('bounces off a higher tile: the wall touched, the way back', () => {
    expect(pathOf('0,ball 0 1 0,flag', '3-', '↘')).toBe('start:0,0 roll:1,0 bounce:2,0 roll:0,0');
  });

  it('jumps, and is put back by water', () => {
    expect(pathOf('0,ball 5 x 0 0,flag', '3/', '↘')).toBe('start:0,0 jump:3,0');
    expect(pathOf('0,ball 0 0,water 0,flag', '3-', '↘')).toBe('start:0,0 roll:1,0 roll:2,0 water:1,0');
  });

  it('takes a warp', () => {
    expect(pathOf('0,ball 0,warp3 0\n0,flag 0 0,warp3', '1-', '↘')).toBe('start:0,0 roll:1,0 warp:2,1');
  });

  it('ends where the card leaves the ball; rolls and bounces are one cell away, as the simulation plays them', () => {
    const counts = { ok: 0, bounces: 0, warps: 0, jumps: 0 };
    fc.assert(
      fc.property(levelArb({ maxSide: 5, maxHeight: 2, maxWarpPairs: 2 }), (level) => {
        const sim = simulatorOf(level);
        for (let c = 0; c < sim.cells; c++) {
          if (level.tiles[c]?.kind === 'void') continue;
          for (const card of sim.cardTypes) {
            for (const d of [0, 1, 2, 3] as const) {
              const at = { ball: c, lastSafe: c };
              const out = playCard(level, at, card, d);
              const path = ballPath(level, at, card, d);
              expect(path[0]).toEqual({ cell: c, how: 'start' });
              let here = c;
              for (const p of path.slice(1)) {
                const dx = Math.abs((p.cell % level.width) - (here % level.width));
                const dy = Math.abs(Math.floor(p.cell / level.width) - Math.floor(here / level.width));
                if (p.how === 'roll' || p.how === 'bounce') expect(dx + dy).toBe(1);
                if (p.how === 'jump') expect(dx === 0 || dy === 0).toBe(true);
                if (p.how === 'bounce') counts.bounces++;
                if (p.how === 'warp') counts.warps++;
                if (p.how === 'jump') counts.jumps++;
                if (p.how !== 'bounce') here = p.cell;
              }
              if (!out.ok) continue;
              counts.ok++;
              expect(here).toBe(out.ball);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(counts.ok).toBeGreaterThan(1000);
    expect(Math.min(counts.bounces, counts.warps, counts.jumps)).toBeGreaterThan(50);
  });
});

describe('the animation draws each move', () => {
  // Two walls: 1-↘ and 1-↖ both bounce the ball back to where it was, the same state.
  const level = levelOf('1 0,ball 1\n0,flag 0 0', '1-');

  it('draws the path of the move given, and says it in the caption', () => {
    for (const [arrow, wall] of [
      ['↘', 2],
      ['↖', 0],
    ] as const) {
      const moves = parseSolution(`1-${arrow}`);
      const svg = renderSvgAnimation(level, replay(level, moves), { moves });
      const frame = svgElementsAt(svgElements(svg), 1);
      const path = frame.find((e) => e.classes.includes('ball-path-line'));
      expect(path).toBeDefined();
      // To the wall's face and back: the path heads towards the wall it bounced off.
      const [x0, , x1] = (path?.attributes['d'] ?? '').match(/-?[\d.]+/g)!.map(Number);
      expect(Math.sign(x1! - x0!)).toBe(wall === 2 ? 1 : -1);
      expect(frame.find((e) => e.classes.includes('caption'))?.text).toBe(`card 1 / 1: 1-${arrow}`);
    }
  });

  it('without the moves, draws a move that ends in each state', () => {
    const moves = parseSolution('1-↙');
    const frame = svgElementsAt(svgElements(renderSvgAnimation(level, replay(level, moves))), 1);
    expect(frame.some((e) => e.classes.includes('ball-path-line'))).toBe(true);
    expect(frame.find((e) => e.classes.includes('caption'))?.text).toBe('card 1 / 1: 1-↙');
  });
});
