import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { main } from '../src/index.js';
import { wantsColor } from '../src/style.js';
import { plugin as counter } from './fixtures/counter-plugin.mjs';
import { counterInline, fixtures, jsonLines, run } from './helpers.js';

describe('puzzle-solve (in the main thread, on the fake counter game)', () => {
  it('lists the games when called without arguments', async () => {
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('counter');
    expect(r.out).toContain('--step 1|2|3');
    expect(r.out).toContain('algorithms bfs, bfs-too, anytime');
  });

  it('solves the bundled samples when given only the game', async () => {
    const r = await run(['counter']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('✓ sample:small: solved in 4 moves');
    expect(r.out).toContain('✓ sample:double: solved in 4 moves');
    expect(r.out).toMatch(/counter: solved 2\/2 · total .* · median .*/);
  });

  it('searches folders recursively by the game extension, in natural order', async () => {
    const r = await run(['counter', 'levels/easy', '--json']);
    expect(jsonLines(r.out).map((l) => l['file'])).toEqual(['levels/easy/deep/three.cnt', 'levels/easy/one.cnt', 'levels/easy/two.cnt']);
    expect(r.code).toBe(0);
  });

  it('prints one JSON object per level with every field', async () => {
    const r = await run(['counter', 'levels/easy/one.cnt', 'levels/hard/unsolvable.cnt', '--json']);
    const [solved, unsolvable] = jsonLines(r.out);
    expect(solved).toEqual({
      game: 'counter',
      file: 'levels/easy/one.cnt',
      status: 'solved',
      solution: 'idid',
      moves: 4,
      cost: 4,
      optimal: true,
      lowerBound: 4,
      known: null,
      stats: { expanded: expect.any(Number), generated: expect.any(Number), ms: expect.any(Number) },
      error: null,
      limit: null,
    });
    expect(unsolvable).toMatchObject({
      status: 'unsolvable',
      solution: null,
      moves: null,
      cost: null,
      optimal: null,
      lowerBound: null,
      error: null,
    });
    expect(r.code).toBe(1);
    // The summary goes to stderr, so stdout stays pure JSON lines.
    expect(r.err).toContain('solved 1/2 (1 unsolvable)');
  });

  it('reports a parse error as file:line:col and exits with 2', async () => {
    const r = await run(['counter', 'levels/hard/broken.cnt', 'levels/easy/one.cnt']);
    expect(r.err).toContain("levels/hard/broken.cnt:2:3: expected a number, got 'x7'");
    expect(r.out).toContain('✓ levels/easy/one.cnt');
    expect(r.code).toBe(2);
    const j = await run(['counter', 'levels/hard/broken.cnt', '--json']);
    expect(jsonLines(j.out)[0]).toMatchObject({ status: 'error', error: "levels/hard/broken.cnt:2:3: expected a number, got 'x7'" });
  });

  it('says whether an unsolvable level was explored or rejected at the start', async () => {
    const explored = await run(['counter', 'levels/hard/unsolvable.cnt']);
    expect(explored.out).toContain('✗ levels/hard/unsolvable.cnt: unsolvable (every reachable state explored)');
    const dead = await run(['counter', 'levels/hard/dead-start.cnt']);
    expect(dead.out).toContain("✗ levels/hard/dead-start.cnt: unsolvable (the start is already a dead end by the game's own tests)");
    expect(dead.code).toBe(1);
  });

  it('exits with 1 when a level is not solved, and 0 when all are', async () => {
    expect((await run(['counter', 'levels/hard/unsolvable.cnt'])).code).toBe(1);
    expect((await run(['counter', 'levels/easy'])).code).toBe(0);
  });

  it('stops at --max-states with status limit', async () => {
    const r = await run(['counter', 'levels/easy/two.cnt', '--max-states', '3', '--json']);
    expect(jsonLines(r.out)[0]).toMatchObject({ status: 'limit' });
    expect(r.code).toBe(1);
  });

  it('passes game options to the parser', async () => {
    const one = await run(['counter', 'sample:small', '--json']).catch(() => undefined);
    expect(one).toBeDefined();
    const r = await run(['counter', 'levels/easy/one.cnt', '--step', '3', '--json']);
    expect(jsonLines(r.out)[0]).toMatchObject({ status: 'solved', solution: 'iii' });
  });

  it('refuses bad options with exit code 2 and a message', async () => {
    for (const argv of [
      ['counter', '--step', '9'],
      ['counter', '--algorithm', 'magic'],
      ['counter', '--timeout', 'soon'],
      ['counter', '--max-states', '-1'],
      ['counter', '--jobs', '0'],
      ['counter', '--frobnicate'],
      ['counter', 'no/such/file.cnt'],
      ['chess'],
      ['counter', '--steps'],
    ]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toMatch(/^puzzle-solve: /);
    }
  });

  it('solves named samples next to files, in the order given', async () => {
    const r = await run(['counter', 'levels/easy/one.cnt', 'sample:double', '--json']);
    expect(jsonLines(r.out).map((l) => l['file'])).toEqual(['levels/easy/one.cnt', 'sample:double']);
    expect((await run(['counter', 'sample:nope'])).code).toBe(2);
  });

  it('reads a level from standard input given as -', async () => {
    const r = await run(['counter', '-', '--json'], { stdin: '3 7\n' });
    expect(jsonLines(r.out)[0]).toMatchObject({ file: '<stdin>', status: 'solved', solution: 'di' });
    expect((await run(['verify', 'counter', '-', 'di'], { stdin: '3 7\n' })).code).toBe(0);
    expect((await run(['verify', 'counter', 'levels/easy/one.cnt', '-'], { stdin: 'idid\n' })).code).toBe(0);
    expect((await run(['render', 'counter', '-'], { stdin: '1 x\n' })).err).toBe("<stdin>:1:3: expected a number, got 'x'\n");
    expect((await run(['verify', 'counter', '-', '-'])).code).toBe(2);
  });

  it('compares costs with known answers: numbers, per-part objects and solution lists', async () => {
    const r = await run(['counter', 'levels', '--known', 'answers.json', '--json']);
    const known = Object.fromEntries(jsonLines(r.out).map((l) => [l['file'], [l['cost'], l['known']]]));
    expect(known).toEqual({
      'levels/easy/deep/three.cnt': [3, 4],
      'levels/easy/one.cnt': [4, 4],
      'levels/easy/two.cnt': [4, 4],
      'levels/hard/broken.cnt': [null, null],
      'levels/hard/dead-start.cnt': [null, null],
      'levels/hard/unsolvable.cnt': [null, 1],
    });
    expect(r.err).toContain('vs known: 2 equal, 0 costlier, 1 cheaper');
    const human = await run(['counter', 'levels/easy/deep/three.cnt', '--known', 'answers.json']);
    expect(human.out).toContain('(cost 3, known 4: -1, better than known, proven optimal)');
    expect((await run(['counter', '--known', 'nope.json'])).code).toBe(2);
    expect((await run(['verify', 'counter', 'small', 'idid', '--known', 'answers.json'])).code).toBe(2);
  });

  it('accepts an algorithm the game offers', async () => {
    expect((await run(['counter', '--algorithm', 'bfs-too'])).code).toBe(0);
  });

  it('prints only the summary with --quiet', async () => {
    const r = await run(['counter', 'levels/easy', '--quiet']);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    expect(r.out).toContain('solved 3/3');
  });

  it('suggests the game meant by a near miss', async () => {
    expect((await run(['countr'])).err).toContain('unknown game "countr" (did you mean counter?)');
  });

  it('prints the usage with --help and the game help with <game> --help', async () => {
    expect((await run(['--help'])).out).toContain('Exit codes: 0');
    expect((await run(['verify', '--help'])).out).toContain('Exit codes: 0');
    const g = await run(['counter', '--help']);
    expect(g.out).toContain('bfs (default)');
    expect(g.out).toContain('--step 1|2|3');
    expect(g.out).toContain('small, double');
  });

  it('draws no progress line when stderr is not a terminal', async () => {
    const r = await run(['counter', 'levels/easy']);
    expect(r.err).toBe('');
  });

  it('draws a progress line on a terminal and clears it', async () => {
    const r = await run(['counter', 'runaway/long.cnt', '--timeout', '0.7'], { tty: true });
    expect(r.err).toMatch(/\[0\/1\] 1 running · .* states\/s · frontier .*/);
    expect(r.err.endsWith('\r\x1b[K')).toBe(true);
    expect(r.out).toContain('timeout');
  });
});

describe('puzzle-solve verify', () => {
  it('accepts a valid solution with exit code 0', async () => {
    const r = await run(['verify', 'counter', 'levels/easy/one.cnt', 'idid']);
    expect(r.out).toBe('✓ levels/easy/one.cnt: valid, 4 moves (cost 4)\n');
    expect(r.code).toBe(0);
  });

  it('names the first illegal step, or the unfinished end, with exit code 1', async () => {
    const over = await run(['verify', 'counter', 'levels/easy/one.cnt', 'ddddi']);
    expect(over.out).toContain('step 4: overshoots 10');
    expect(over.code).toBe(1);
    const short = await run(['verify', 'counter', 'levels/easy/one.cnt', 'ii']);
    expect(short.out).toContain('after the last move (2): ends at 3, not 10');
  });

  it('reports a malformed solution as a parse error with exit code 2', async () => {
    const r = await run(['verify', 'counter', 'levels/easy/one.cnt', 'idqd']);
    expect(r.err).toBe("solution:1:3: unknown move 'q'\n");
    expect(r.out).toBe('');
    expect(r.code).toBe(2);
  });

  it('verifies a sample by name and a solution read from a file', async () => {
    expect((await run(['verify', 'counter', 'small', 'idid'])).code).toBe(0);
    expect((await run(['verify', 'counter', 'sample:double', 'dddd'])).code).toBe(0);
    expect((await run(['verify', 'counter', 'levels/easy/one.cnt', '@one.solution'])).out).toContain('valid, 4 moves');
  });

  it('hands the solution text to the game verifier, for notations that need the level', async () => {
    // A game whose drawn solutions can only be read with the level (like Cosmic Express boards).
    const drawn = {
      ...counter,
      verify: (level: unknown, s: string | readonly unknown[]) => counter.verify(level, s === 'best' ? 'idid' : s),
      parseSolution: (text: string, level?: unknown) => counter.parseSolution(text === 'best' && level ? 'idid' : text),
    };
    const games = [{ plugin: drawn }];
    expect((await run(['verify', 'counter', 'levels/easy/one.cnt', 'best'], { games })).code).toBe(0);
    expect((await run(['render', 'counter', 'levels/easy/one.cnt', 'best'], { games })).out).toContain('solved: 4 moves');
  });

  it('checks a whole solutions map relative to its folder', async () => {
    const r = await run(['verify', 'counter', '--solutions', 'solutions.json', '--json']);
    const lines = jsonLines(r.out);
    expect(lines.map((l) => [l['file'], l['solution'], l['valid']])).toEqual([
      ['levels/easy/one.cnt', 'idid', true],
      ['levels/easy/one.cnt', 'iiiiiiiii', true],
      ['levels/easy/one.cnt', 'ddd', false],
      ['levels/easy/two.cnt', 'dddd', true],
      ['levels/easy/two.cnt', 'dqd', false],
    ]);
    expect(Object.keys(lines[0]!)).toEqual(expect.arrayContaining(['file', 'solution', 'valid', 'reason']));
    expect(lines[0]!['reason']).toBeNull();
    expect(lines[4]!['reason']).toContain("1:2: unknown move 'q'");
    expect(r.err).toContain('3/5 solutions valid (2 levels)');
    expect(r.code).toBe(1);
  });

  it('resolves the map keys against the JSON file folder, not the working folder', async () => {
    const r = await run(['verify', 'counter', '--solutions', '../solutions.json'], { cwd: `${fixtures}levels` });
    expect(r.out).toContain('✓ ../levels/easy/one.cnt #1: valid');
  });

  it('refuses a solutions file that is not JSON with exit code 2', async () => {
    const r = await run(['verify', 'counter', '--solutions', 'levels/easy/one.cnt']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('levels/easy/one.cnt:');
  });
});

describe('puzzle-solve render', () => {
  it('refuses --svg for a game that draws no SVG, and --svg with several levels', async () => {
    const r = await run(['render', 'counter', 'levels/easy/one.cnt', '--svg', 'x.svg']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('counter draws no SVG');
    expect((await run(['counter', '--svg', 'x.svg'])).err).toContain('draws no SVG');
    expect((await run(['verify', 'counter', 'levels/easy/one.cnt', 'idid', '--svg', 'x.svg'])).err).toContain(
      '--svg applies to render and to solving',
    );
  });

  it('draws the level', async () => {
    const r = await run(['render', 'counter', 'levels/easy/one.cnt']);
    expect(r.out).toBe('1 → 10\n');
    expect(r.code).toBe(0);
  });

  it('draws the final state of a solution, or every step with --steps', async () => {
    expect((await run(['render', 'counter', 'levels/easy/one.cnt', 'idid'])).out).toBe('10 → 10\nsolved: 4 moves (cost 4)\n');
    const steps = await run(['render', 'counter', 'levels/easy/one.cnt', 'idid', '--steps']);
    expect(steps.out).toBe(
      [
        'levels/easy/one.cnt: start',
        '1 → 10',
        '',
        'step 1/4: i',
        '2 → 10',
        '',
        'step 2/4: d',
        '4 → 10',
        '',
        'step 3/4: i',
        '5 → 10',
        '',
        'step 4/4: d',
        '10 → 10',
        'solved: 4 moves (cost 4)',
        '',
      ].join('\n'),
    );
  });

  it('stops at the first illegal step and exits with 1', async () => {
    const r = await run(['render', 'counter', 'levels/easy/one.cnt', 'dddd']);
    expect(r.out).toBe('8 → 10\nnot solved: step 4: overshoots 10\n');
    expect(r.code).toBe(1);
  });

  it('reports a level parse error as file:line:col with exit code 2', async () => {
    const r = await run(['render', 'counter', 'levels/hard/broken.cnt']);
    expect(r.err).toBe("levels/hard/broken.cnt:2:3: expected a number, got 'x7'\n");
    expect(r.code).toBe(2);
  });
});

describe('puzzle-solve: summaries, shards, merging, colour', () => {
  it('prints the summary on stderr with -q --json, as --help says', async () => {
    const r = await run(['counter', '-q', '--json']);
    expect(jsonLines(r.out)).toHaveLength(2);
    expect(r.err).toMatch(/^counter: solved 2\/2 · /);
  });

  it('reports the levels done so far on Ctrl-C, sums them up and exits with 130', async () => {
    const interrupt = new AbortController();
    let out = '';
    const io = {
      stdout: {
        write: (s: string) => {
          out += s;
          if (out.includes('one.cnt')) interrupt.abort();
          return true;
        },
      },
      stderr: { write: () => true },
      cwd: fixtures,
    };
    const code = await main(['counter', 'levels/easy/one.cnt', 'levels/easy/two.cnt', 'levels/easy/deep'], {
      games: [counterInline],
      inline: true,
      io,
      signal: interrupt.signal,
    });
    expect(code).toBe(130);
    expect(out).toContain('✓ levels/easy/one.cnt');
    expect(out).not.toContain('two.cnt');
    expect(out).toMatch(/counter: solved 1\/3 \(2 not run: interrupted\)/);
  });

  it('deals the levels into --shard slices that together are the whole run, each once', async () => {
    const files = (r: { out: string }): string[] => jsonLines(r.out).map((l) => String(l['file']));
    const all = files(await run(['counter', 'levels', '--json']));
    const slices = [];
    for (const k of [1, 2, 3]) slices.push(files(await run(['counter', 'levels', '--json', '--shard', `${k}/3`])));
    expect(slices.flat().sort()).toEqual([...all].sort());
    for (const slice of slices) expect(slice.length).toBeGreaterThan(0);
    expect((await run(['counter', '--shard', '4/3'])).code).toBe(2);
    expect((await run(['verify', 'counter', 'small', 'i', '--shard', '1/2'])).code).toBe(2);
  });

  it('merges the --json output of shards into one summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-merge-'));
    try {
      for (const k of [1, 2])
        writeFileSync(join(dir, `shard-${k}.jsonl`), (await run(['counter', 'levels', '--json', '--shard', `${k}/2`])).out);
      const whole = await run(['counter', 'levels', '--json']);
      const merged = await run(['merge', 'shard-1.jsonl', 'shard-2.jsonl'], { cwd: dir });
      const counts = (line: string): string => line.replace(/ · total.*/s, '');
      expect(counts(merged.out)).toBe(counts(whole.err));
      expect(merged.code).toBe(1); // an unsolvable level and a broken one
      const json = await run(['merge', 'shard-2.jsonl', 'shard-1.jsonl', '--json'], { cwd: dir });
      expect(
        jsonLines(json.out)
          .map((l) => l['file'])
          .sort(),
      ).toEqual(
        jsonLines(whole.out)
          .map((l) => l['file'])
          .sort(),
      );
      writeFileSync(join(dir, 'bad.jsonl'), '{"game":"counter"}\nnot json\n');
      const bad = await run(['merge', 'bad.jsonl'], { cwd: dir });
      expect(bad.err).toContain('bad.jsonl:1: not a level report');
      expect(bad.err).toContain('bad.jsonl:2: ');
      expect(bad.code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('colours the marks only when asked', async () => {
    const plain = await run(['counter', 'levels/easy/one.cnt']);
    expect(plain.out).not.toMatch(/\u001b/);
    let out = '';
    const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true }, cwd: fixtures, color: true };
    await main(['counter', 'levels/easy/one.cnt'], { games: [counterInline], inline: true, io });
    expect(out).toContain('\u001b[32m✓\u001b[39m');
    expect(wantsColor({ isTTY: true }, false, {})).toBe(true);
    expect(wantsColor({ isTTY: true }, true, {})).toBe(false);
    expect(wantsColor({ isTTY: true }, false, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor({ isTTY: false }, false, {})).toBe(false);
    expect(wantsColor({ isTTY: true }, false, { TERM: 'dumb' })).toBe(false);
  });

  it('counts entries of a solutions map that are not solutions apart, and exits 0 when every real one verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-solutions-'));
    try {
      writeFileSync(join(dir, 'one.cnt'), '1 10\n');
      writeFileSync(join(dir, 'solutions.json'), JSON.stringify({ 'one.cnt': ['# found by hand', 'idid', '', 'iiiiiiiii'] }));
      const r = await run(['verify', 'counter', '--solutions', 'solutions.json'], { cwd: dir });
      expect(r.out).toContain('- one.cnt #1: skipped, a # comment is not a solution');
      expect(r.out).toContain('counter: 2/2 solutions valid (1 level; 2 entries skipped: empty or # comments)');
      expect(r.code).toBe(0);
      const json = await run(['verify', 'counter', '--solutions', 'solutions.json', '--json', '-q'], { cwd: dir });
      expect(jsonLines(json.out).map((l) => l['valid'])).toEqual([null, true, null, true]);
      expect(json.err).toContain('2/2 solutions valid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parse errors', () => {
  it('read the same in every game: file:line:col: message, without the game name some games put first', async () => {
    const named = {
      ...counter,
      parse: (text: string, options: Parameters<typeof counter.parse>[1]) => {
        try {
          return counter.parse(text, options);
        } catch (e) {
          const p = e as ParseError;
          throw new ParseError(`counter: ${p.reason}`, { file: p.file, line: p.line, column: p.column });
        }
      },
    };
    const plain = await run(['counter', 'levels/hard/broken.cnt']);
    const prefixed = await run(['counter', 'levels/hard/broken.cnt'], { games: [{ plugin: named }] });
    expect(prefixed.err).toBe(plain.err);
    expect(plain.err).toBe("levels/hard/broken.cnt:2:3: expected a number, got 'x7'\n");
  });
});

describe('puzzle-solve --version', () => {
  it('prints the version of the package.json it is released from', async () => {
    const { readFileSync } = await import('node:fs');
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const r = await run(['--version']);
    expect(r.out).toBe(`${version}\n`);
  });
});

describe('papercuts a new user hit', () => {
  it('reads a solution from @file, and says a file it cannot read is one (exit code 2)', async () => {
    expect((await run(['verify', 'counter', 'levels/easy/one.cnt', '@one.solution'])).code).toBe(0);
    const r = await run(['verify', 'counter', 'levels/easy/one.cnt', '@missing.txt']);
    expect(r.err).toMatch(/^puzzle-solve: missing\.txt: cannot read: ENOENT/);
    expect(r.err).not.toContain('is not a move');
    expect(r.code).toBe(2);
    expect((await run(['render', 'counter', 'levels/easy/one.cnt', '@'])).code).toBe(2);
  });

  it('names every level that was not solved with -q, and only those', async () => {
    const r = await run(['counter', 'levels', '-q']);
    const lines = r.out.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('✓'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('✗')).map((l) => l.replace(/:.*/, ''))).toEqual([
      '✗ levels/hard/dead-start.cnt',
      '✗ levels/hard/unsolvable.cnt',
    ]);
    // The level that does not parse is named on stderr, as file:line:col.
    expect(r.err).toContain('levels/hard/broken.cnt:2:3:');
    expect(lines.at(-1)).toMatch(/^counter: solved 3\/6 /);
  });

  it('says 1 move, 1 state and 1 level, in the singular', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-one-'));
    try {
      writeFileSync(join(dir, 'one.cnt'), '1 2\n');
      writeFileSync(join(dir, 'solutions.json'), JSON.stringify({ 'one.cnt': ['i'] }));
      expect((await run(['counter', 'one.cnt'], { cwd: dir })).out).toMatch(
        /^✓ one\.cnt: solved in 1 move \(proven optimal\), \d+ states?, /,
      );
      expect((await run(['verify', 'counter', 'one.cnt', 'i'], { cwd: dir })).out).toBe('✓ one.cnt: valid, 1 move (cost 1)\n');
      expect((await run(['render', 'counter', 'one.cnt', 'i'], { cwd: dir })).out).toContain('solved: 1 move (cost 1)');
      expect((await run(['verify', 'counter', '--solutions', 'solutions.json'], { cwd: dir })).out).toContain(
        'counter: 1/1 solution valid (1 level)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('suggests the option meant by a mistyped name, the command line’s or the game’s', async () => {
    const r = await run(['counter', '--tmeout', '3']);
    expect(r.err).toContain("Unknown option '--tmeout' (did you mean --timeout?)");
    expect(r.code).toBe(2);
    expect((await run(['counter', '--stpe', '2'])).err).toContain('(did you mean --step or --steps?)');
    expect((await run(['counter', '--frobnicate'])).err).not.toContain('did you mean');
  });
});

describe('--plugin', () => {
  const main_ = async (argv: string[], cwd: string): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, cwd };
    const code = await main(argv, { io, inline: true });
    return { code, out, err };
  };

  it('resolves a path against the current folder, and refuses one that is not there with exit code 2', async () => {
    const r = await main_(['--plugin', './dist/nope.js'], fixtures);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--plugin ./dist/nope.js: no such file: ${join(fixtures, 'dist', 'nope.js')}`);
    const ok = await main_(['counter', 'levels/easy/one.cnt', '--plugin', './counter-plugin.mjs'], fixtures);
    expect(ok.out).toContain('✓ levels/easy/one.cnt: solved');
    expect(ok.code).toBe(0);
  });

  it('refuses a module that is not a plugin, or a plugin named like a command (merge …), with exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-plugins-'));
    try {
      const counterUrl = new URL('./fixtures/counter-plugin.mjs', import.meta.url).href;
      for (const name of ['merge', 'verify', 'render', 'list', 'help']) {
        writeFileSync(
          join(dir, `${name}.mjs`),
          `import { plugin as counter } from ${JSON.stringify(counterUrl)};\nexport const plugin = { ...counter, name: '${name}' };\n`,
        );
        for (const argv of [
          ['--plugin', `./${name}.mjs`],
          ['merge', 'x.jsonl', '--plugin', `./${name}.mjs`],
        ]) {
          const r = await main_(argv, dir);
          expect(r.code, argv.join(' ')).toBe(2);
          expect(r.err, argv.join(' ')).toContain(`its name ${name} is a puzzle-solve command`);
        }
      }
      writeFileSync(join(dir, 'empty.mjs'), 'export const nothing = 1;\n');
      const r = await main_(['counter', '--plugin', './empty.mjs'], dir);
      expect(r.err).toContain('does not export `plugin`');
      expect(r.code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
