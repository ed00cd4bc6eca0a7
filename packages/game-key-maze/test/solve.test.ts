import { describe, expect, it } from 'vitest';
import { bfs, CancelFlag } from '@puzzle-solvers/search-core';
import { gridProblem, parse, SAMPLES, solve, verify } from '../src/index.js';
import { keyGraph } from '../src/internal/graph.js';
import { doorChain } from './arbitraries/maze.js';

const sample = (name: string): string => SAMPLES.find((s) => s.name === name)!.text;

describe('solve', () => {
  it.each([
    ['vault', '1', 27],
    ['vault', '2', 18],
    ['corridor', '1', 21],
    ['loops', '1', 21],
    ['four-robots', '1', 13],
  ])('solves the sample %s, part %s, in %i steps', (name, part, steps) => {
    const level = parse(sample(name), { options: { part } });
    const out = solve(level);
    expect(out.result.cost).toBe(steps);
    expect(verify(level, out.solution!)).toMatchObject({ valid: true, cost: steps });
    expect(out.optimal).toBe(true);
    expect(bfs(gridProblem(level)).cost).toBe(steps);
  });

  it('finds the same number of steps with Dijkstra', () => {
    for (const s of SAMPLES) {
      const level = parse(s.text);
      expect(solve(level, { algorithm: 'dijkstra' }).result.cost).toBe(solve(level).result.cost);
    }
  });

  it('solves a map without keys in no steps', () => {
    const out = solve(parse('###\n#@#\n###'));
    expect(out.result).toMatchObject({ status: 'solved', cost: 0, moves: [] });
    expect(out.solution).toBe('');
  });

  it('ends exhausted at once when keys lock each other in', () => {
    //   ###########
    //   #a.B.@.A.b#    a is behind B and b behind A
    //   ###########
    const out = solve(parse('###########\n#a.B.@.A.b#\n###########'));
    expect(out.result.status).toBe('exhausted');
    expect(out.result.stats.expanded).toBe(0);
    expect(out.solution).toBeUndefined();
    expect(solve(parse('###########\n#a.B.@.A.b#\n###########'), { algorithm: 'dijkstra' }).result.status).toBe('exhausted');
  });

  it('ends exhausted at once when a key is walled off or behind a door without a key', () => {
    expect(solve(parse('#######\n#@.#a.#\n#######')).result).toMatchObject({ status: 'exhausted', stats: { expanded: 0 } });
    expect(solve(parse('#######\n#@.Qa.#\n#######')).result).toMatchObject({ status: 'exhausted', stats: { expanded: 0 } });
  });

  it('agrees with the raw grid that those maps are impossible', () => {
    expect(bfs(gridProblem(parse('###########\n#a.B.@.A.b#\n###########'))).status).toBe('exhausted');
  });

  it('stops at a limit and says so', () => {
    const out = solve(parse(sample('loops')), { maxExpansions: 1 });
    expect(out.result).toMatchObject({ status: 'limit', limit: 'expansions' });
    expect(out.optimal).toBe(false);
  });

  it('stops when its signal fires', () => {
    const controller = new AbortController();
    controller.abort();
    expect(solve(parse(sample('loops')), { signal: controller.signal }).result.status).toBe('aborted');
  });

  it('stops while it builds its graph when the signal has fired or the flag is set', () => {
    // Listing the 2^12 routes of this maze takes long: the checks come before it ends.
    const level = parse(doorChain(12));
    const controller = new AbortController();
    controller.abort();
    expect(solve(level, { signal: controller.signal }).result).toMatchObject({ status: 'aborted', stats: { expanded: 0 } });
    const flag = new CancelFlag();
    flag.cancel();
    expect(solve(level, { cancel: flag }).result).toMatchObject({ status: 'aborted', stats: { expanded: 0 } });
    // Not built, so not cached: a later build calls its check again.
    expect(() =>
      keyGraph(level, () => {
        throw new RangeError('built again');
      }),
    ).toThrow('built again');
  });

  it('refuses an unknown algorithm', () => {
    expect(() => solve(parse(sample('loops')), { algorithm: 'ida' })).toThrow(
      /key-maze: unknown algorithm "ida" \(expected one of astar, dijkstra, anytime\)/,
    );
  });

  it('handles many robots in one region (states no longer fit a packed number)', () => {
    // 14 robots and 14 keys in one row: each robot steps right onto its key.
    const row = Array.from('abcdefghijklmn', (k) => `@${k}`).join('');
    const level = parse(`${'#'.repeat(row.length + 2)}\n#${row}#\n${'#'.repeat(row.length + 2)}`);
    const out = solve(level);
    expect(out.result.cost).toBe(14);
    expect(verify(level, out.solution!)).toMatchObject({ valid: true, cost: 14 });
  });

  it('counts its own table of many-robot states against maxMemoryBytes', () => {
    // 40 robots in one room with 26 keys: every robot can take every key, and an expansion lists
    // hundreds of children. A* solves it storing about 14,000 states; the budget's estimate alone
    // (below) stops it at a third of that, whatever a reading of the heap says.
    const width = 44;
    const rows = [`#${'.'.repeat(width - 2)}#`, `#${'@'.repeat(40)}..#`, `#${'abcdefghijklmnopqrstuvwxyz'}${'.'.repeat(width - 28)}#`];
    const level = parse([`${'#'.repeat(width)}`, ...rows, `${'#'.repeat(width)}`].join('\n'));
    const budget = 600_000;
    const out = solve(level, { maxMemoryBytes: budget });
    expect(out.result).toMatchObject({ status: 'limit', limit: 'memory' });
    // Each stored state costs the search's bookkeeping plus the codec's entry (a byte a robot, and
    // its key set, hash and table slot); the search stops inside the expansion that reaches it.
    const perState = 64 + 40 + 16;
    expect(out.result.stats.peakStored).toBeLessThanOrEqual(Math.floor(budget / perState) + 1);
  });

  // A room of 1,000 robots and 16 keys: one expansion lists robots × keys successors of a kilobyte
  // each (about a second of work on a quiet machine). The stop must come inside it.
  const crowd = (): string => {
    const width = 52;
    const rows = Array.from({ length: 20 }, () => `#${'@'.repeat(50)}#`);
    rows.push(`#${'abcdefghijklmnop'}${'.'.repeat(34)}#`);
    return [`${'#'.repeat(width)}`, ...rows, `${'#'.repeat(width)}`].join('\n');
  };

  it.each(['astar', 'dijkstra'])('stops inside a one-second expansion on its time limit (%s, 1,000 robots, 16 keys)', (algorithm) => {
    const level = parse(crowd());
    const t = performance.now();
    const out = solve(level, { algorithm, timeoutMs: 100 });
    // Without polls inside the expansion this took its whole second or more.
    expect(performance.now() - t).toBeLessThan(700);
    expect(out.result).toMatchObject({ status: 'limit', limit: 'time' });
  });
});
