import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../src/index.js';
import { binPath, counterEntry, counterModule, fixtures, jsonLines, run } from './helpers.js';

const execFileP = promisify(execFile);

describe('solving in worker threads', () => {
  it('terminates a runaway search at its time limit and goes on with the other levels', async () => {
    const r = await run(['counter', 'runaway/loop.cnt', 'runaway/fine.cnt', '--timeout', '0.5', '--json', '--jobs', '1'], {
      games: [counterEntry],
      inline: false,
      graceMs: 200,
    });
    const [loop, fine] = jsonLines(r.out);
    expect(loop).toMatchObject({ file: 'runaway/loop.cnt', status: 'timeout', solution: null });
    expect(String(loop!['error'])).toContain('terminated');
    expect(fine).toMatchObject({ file: 'runaway/fine.cnt', status: 'solved', solution: 'di' });
    expect(r.code).toBe(1);
  });

  it('survives a game that crashes or ends its thread, reporting each as an error', async () => {
    const r = await run(['counter', 'runaway/crash.cnt', 'runaway/exit.cnt', 'runaway/fine.cnt', '--json', '--jobs', '2'], {
      games: [counterEntry],
      inline: false,
    });
    const byFile = Object.fromEntries(jsonLines(r.out).map((l) => [l['file'], l]));
    expect(byFile['runaway/crash.cnt']).toMatchObject({ status: 'error', error: 'counter crashed while solving: the counter broke' });
    expect(byFile['runaway/exit.cnt']).toMatchObject({ status: 'error', error: 'the worker thread exited with code 7' });
    expect(byFile['runaway/fine.cnt']).toMatchObject({ status: 'solved' });
    expect(r.code).toBe(1);
  });

  it('ends a level that outgrows --memory as an error and goes on', async () => {
    const r = await run(['counter', 'runaway/hog.cnt', 'runaway/fine.cnt', '--memory', '64', '--json', '--jobs', '1'], {
      games: [counterEntry],
      inline: false,
    });
    const [hog, fine] = jsonLines(r.out);
    expect(hog).toMatchObject({ status: 'error', error: 'out of memory (the search outgrew its thread)' });
    expect(fine).toMatchObject({ status: 'solved' });
  });

  it('stops a search at half of --memory by its estimate, as status limit (memory), before its thread runs out', async () => {
    const r = await run(['counter', 'runaway/long.cnt', 'runaway/fine.cnt', '--memory', '64', '--timeout', '0', '--jobs', '1'], {
      games: [counterEntry],
      inline: false,
    });
    expect(r.out).toContain('✗ runaway/long.cnt: stopped at the memory limit');
    const json = await run(['counter', 'runaway/long.cnt', '--memory', '64', '--timeout', '0', '--json'], {
      games: [counterEntry],
      inline: false,
    });
    const [long] = jsonLines(json.out);
    expect(long).toMatchObject({ status: 'limit', limit: 'memory', error: null });
    // 32 MiB at search-core's 64 bytes per stored number: 524,288 states, far below the heap guard.
    expect((long!['stats'] as { generated: number }).generated).toBeGreaterThan(500_000);
    expect((long!['stats'] as { generated: number }).generated).toBeLessThan(600_000);
  });

  it('stops a search whose heap outgrows the estimate at the heap guard, as status limit (memory)', async () => {
    const r = await run(['counter', 'runaway/leak.cnt', 'runaway/fine.cnt', '--memory', '64', '--timeout', '0', '--json', '--jobs', '1'], {
      games: [counterEntry],
      inline: false,
    });
    const [leak, fine] = jsonLines(r.out);
    expect(leak).toMatchObject({ status: 'limit', limit: 'memory', error: null });
    expect(fine).toMatchObject({ status: 'solved' });
  });

  it('gives the level after one stopped at the memory limit a fresh thread, free of what that level kept', async () => {
    // cache.cnt keeps its memory in the plugin's module after its solve: in the same thread, the next
    // level's heap guard would find the heap full and stop it at its first reading.
    const r = await run(
      ['counter', 'runaway/cache.cnt', 'runaway/steady.cnt', '--memory', '64', '--timeout', '0', '--json', '--jobs', '1'],
      {
        games: [counterEntry],
        inline: false,
      },
    );
    const [cache, steady] = jsonLines(r.out);
    expect(cache).toMatchObject({ status: 'limit', limit: 'memory', error: null });
    // A level long enough for its guard to read the heap (steady.cnt: 100,000 expansions).
    expect(steady).toMatchObject({ status: 'solved', moves: 99_999 });
  });

  it('reports a search that stops itself at the time limit as timeout, with its counters', async () => {
    // A long grace, so that a slow machine cannot turn the search's own stop into a terminated thread.
    const r = await run(['counter', 'runaway/long.cnt', '--timeout', '0.3', '--json'], {
      games: [counterEntry],
      inline: false,
      graceMs: 5000,
    });
    const [long] = jsonLines(r.out);
    expect(long).toMatchObject({ status: 'timeout', error: null });
    expect((long!['stats'] as { generated: number }).generated).toBeGreaterThan(0);
  });

  it('prints the same reports in the same order whatever the number of threads', async () => {
    const argv = ['counter', 'levels', '--json'];
    const strip = (out: string): unknown[] => jsonLines(out).map((l) => ({ ...l, stats: undefined }));
    const one = await run([...argv, '--jobs', '1'], { games: [counterEntry], inline: false });
    const three = await run([...argv, '--jobs', '3'], { games: [counterEntry], inline: false });
    const inline = await run(argv);
    expect(strip(three.out)).toEqual(strip(one.out));
    expect(strip(inline.out)).toEqual(strip(one.out));
    expect(one.code).toBe(2); // levels/hard/broken.cnt does not parse
  });

  it('reports a plugin module that cannot be loaded as an error per level', async () => {
    const pool = new WorkerPool({ size: 1 });
    try {
      const task = { game: 'counter', file: 'x.cnt', text: '1 2', gameOptions: {} };
      const bad = await pool.run(`${counterModule}.missing`, task);
      expect(bad.report.status).toBe('error');
      expect(bad.report.error).toContain('cannot load');
      const good = await pool.run(counterModule, task);
      expect(good.report).toMatchObject({ status: 'solved', solution: 'i' });
    } finally {
      await pool.close();
    }
  });
});

describe('the puzzle-solve binary', () => {
  const bin = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    try {
      const { stdout, stderr } = await execFileP(process.execPath, [binPath, ...args], { cwd: fixtures });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const x = e as { code: number; stdout: string; stderr: string };
      return { code: x.code, stdout: x.stdout, stderr: x.stderr };
    }
  };
  const plugin = ['--plugin', './counter-plugin.mjs'];

  it('exits with 0, 1 and 2 as documented', async () => {
    expect((await bin([...plugin, 'counter', 'levels/easy'])).code).toBe(0);
    expect((await bin([...plugin, 'counter', 'levels/hard/unsolvable.cnt'])).code).toBe(1);
    expect((await bin([...plugin, 'counter', 'levels/hard'])).code).toBe(2);
    expect((await bin([...plugin, 'counter', '--bogus'])).code).toBe(2);
  });

  it('keeps stdout to JSON lines and ends its worker threads', async () => {
    const r = await bin([...plugin, 'counter', 'runaway/loop.cnt', 'levels/easy/one.cnt', '--json', '--timeout', '0.3']);
    expect(jsonLines(r.stdout).map((l) => l['status'])).toEqual(['timeout', 'solved']);
    expect(r.stderr).toContain('counter: solved 1/2 (1 timeout)');
    expect(r.code).toBe(1);
  });

  it('says which plugin module failed to load', async () => {
    const r = await bin(['--plugin', './nope.mjs', 'counter']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^puzzle-solve: --plugin \.\/nope\.mjs: no such file: \S*nope\.mjs$/m);
  });
});
