import { CancelFlag } from '@puzzle-solvers/search-core';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { render } from '../src/render.js';
import { solve } from '../src/solve.js';
import { verify } from '../src/verify.js';

const level = (...rows: string[]) => parse(rows.join('\n'));

describe('solve', () => {
  it('lays a track that takes every alien home, drawn as a picture', () => {
    const l = level('#######', 'A.P...#', '#.....#', '#...p.Z', '#######');
    const { result, solution } = solve(l, { algorithm: 'iddfs' });
    expect(result.status).toBe('solved');
    expect(verify(l, solution!)).toMatchObject({ valid: true, moves: 8 });
    expect(render(l, result.states!.at(-1))).toBe(['#######', '[┐....#', '#└───┐#', '#...P└]', '#######'].join('\n'));
  });

  it('says exhausted, not a crash, when no track can work', () => {
    // One car, one green alien first: the goo keeps the orange alien out for ever.
    const { result } = solve(level('#G#O####', 'A......Z', '#g#o####'));
    expect(result.status).toBe('exhausted');
    expect(solve(level('A#Z')).result.status).toBe('exhausted');
  });

  it('stops at its limits', () => {
    const open = level('##########', 'A........Z', '#...g....#', '#........#', '#........#', '#.......G#', '##########');
    expect(solve(open, { maxExpansions: 3 }).result).toMatchObject({ status: 'limit', limit: 'expansions' });
    const ctrl = new AbortController();
    ctrl.abort();
    expect(solve(open, { signal: ctrl.signal }).result.status).toBe('aborted');
  });

  it('reads its limits while it builds the level tables, before the search starts', () => {
    // 198 × 198: the tables take longer than a short time limit, and no search step could cut them.
    const big = level(`A${'.'.repeat(196)}Z`, ...new Array<string>(197).fill('.'.repeat(198)));
    for (const algorithm of ['lds', 'dfs', 'iddfs'] as const) {
      expect(solve(big, { algorithm, timeoutMs: 0 }).result).toMatchObject({
        status: 'limit',
        limit: 'time',
        stats: { expanded: 0, generated: 0 },
      });
      const cancel = new CancelFlag();
      cancel.cancel();
      expect(solve(big, { algorithm, cancel }).result).toMatchObject({ status: 'aborted', stats: { expanded: 0 } });
    }
    // Once built, the same level searches as before (the tables are kept per level).
    expect(solve(big, { maxExpansions: 5 }).result).toMatchObject({ status: 'limit', limit: 'expansions', stats: { expanded: 5 } });
  });

  it('accepts every order and refuses an unknown algorithm', () => {
    const l = level('#P###', 'A...Z', '###p#');
    for (const order of ['auto', 'warnsdorff', 'nearest', 'blend', 'none'] as const) {
      expect(solve(l, { order }).solution).toBe('RRRR');
    }
    expect(() => solve(l, { algorithm: 'astar' })).toThrow(/unknown algorithm/);
  });
});
