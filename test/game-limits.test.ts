import { describe, expect, it } from 'vitest';
import * as ballSort from '@puzzle-solvers/game-ball-sort';
import * as cosmicExpress from '@puzzle-solvers/game-cosmic-express';
import * as golfPeaks from '@puzzle-solvers/game-golf-peaks';
import * as keyMaze from '@puzzle-solvers/game-key-maze';
import * as sokobond from '@puzzle-solvers/game-sokobond';
// @ts-expect-error: a plain ES module of the fuzz suite, without types.
import { costlyLevel } from '../scripts/fuzz/costly-levels.mjs';

// Every game's solve on a level made costly for its own work (scripts/fuzz/costly-levels.mjs: a
// one-second key-maze expansion, per-level tables of boards the parsers' largest, a portfolio of
// searches in turns), under a 100 ms time limit: the stop comes within the generous bound, set-up
// included, with every algorithm. Before the limits held inside the games' own steps these took
// seconds (pnpm bench:game-limits measures how late each is).
const LIMIT_MS = 100;
const GENEROUS_MS = 1500;

interface Game {
  parse(text: string): unknown;
  solve(level: unknown, options: { algorithm: string; timeoutMs: number }): { result: { status: string; limit?: string } };
  ALGORITHMS: readonly string[];
}

const cases: [string, Game, string][] = [
  ['key-maze', keyMaze as unknown as Game, 'many robots, many keys'],
  ['sokobond', sokobond as unknown as Game, 'big room'],
  ['cosmic-express', cosmicExpress as unknown as Game, 'huge board'],
  ['golf-peaks', golfPeaks as unknown as Game, 'huge course'],
  ['ball-sort', ballSort as unknown as Game, 'many tubes'],
];

describe.each(cases)('%s on a costly level', (game, lib, kind) => {
  const level = lib.parse(costlyLevel(game, kind, 20261129, {}));
  it.each([...lib.ALGORITHMS])(`stops within the bound of a ${LIMIT_MS} ms limit (%s)`, (algorithm) => {
    const t = performance.now();
    const { result } = lib.solve(level, { algorithm, timeoutMs: LIMIT_MS });
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    if (result.status === 'limit') expect(result.limit).toBe('time');
    else expect(['aborted', 'solved', 'exhausted']).toContain(result.status);
  });
});
