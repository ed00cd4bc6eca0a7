import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { binPath, counterEntry, fixtures, jsonLines, run } from './helpers.js';

const execFileP = promisify(execFile);

/** The built binary, with the counter game loaded as a plugin (so worker threads are used). */
async function bin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileP(process.execPath, [binPath, '--plugin', './counter-plugin.mjs', ...args], { cwd: fixtures });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

describe('a game plugin that misbehaves', () => {
  it('cannot break --json by printing: its output goes to stderr', async () => {
    for (const levels of [['runaway/noisy.cnt'], ['runaway/noisy.cnt', 'runaway/fine.cnt']]) {
      const r = await bin(['counter', ...levels, '--json']);
      expect(jsonLines(r.stdout).map((l) => l['status'])).toEqual(levels.map(() => 'solved'));
      expect(r.stderr).toContain('counter: thinking out loud');
      expect(r.stderr).toContain('counter: and writing to stdout');
    }
  });

  it('has an unhandled rejection charged to the level that left it, in a worker thread and in the main one', async () => {
    const argv = ['counter', 'runaway/reject.cnt', 'runaway/fine.cnt', '--json', '--jobs', '1'];
    for (const r of [await run(argv, { games: [counterEntry], inline: false }), await run(argv)]) {
      const [reject, fine] = jsonLines(r.out);
      expect(reject).toMatchObject({
        file: 'runaway/reject.cnt',
        status: 'error',
        error: 'counter left an unhandled error while solving: a promise nobody awaited',
      });
      expect(fine).toMatchObject({ file: 'runaway/fine.cnt', status: 'solved' });
    }
  });

  it('cannot end the process with a parse bomb in verify or render: their thread ends, with a line saying so', async () => {
    const v = await bin(['verify', 'counter', 'runaway/bomb.cnt', 'i', '--memory', '64']);
    expect(v.stderr).toBe('puzzle-solve: counter stopped while verifying: out of memory\n');
    expect(v.code).toBe(1);
    const r = await bin(['render', 'counter', 'runaway/bomb.cnt', '--memory', '64']);
    expect(r.stderr).toBe('puzzle-solve: counter stopped while rendering: out of memory\n');
    expect(r.code).toBe(1);
  });

  it('runs verify and render in a thread with the same output as in the main one', async () => {
    const argv = ['render', 'counter', 'levels/easy/one.cnt', 'idid', '--steps'];
    const inThread = await bin(argv);
    expect(inThread.stdout).toBe((await run(argv)).out);
    expect(inThread.code).toBe(0);
    const bad = await bin(['verify', 'counter', 'levels/easy/one.cnt', 'ix']);
    expect(bad.stderr).toBe("solution:1:2: unknown move 'x'\n");
    expect(bad.code).toBe(2);
  });
});

describe('Ctrl-C', () => {
  it.skipIf(process.platform === 'win32')('prints the levels done so far and their summary, then exits with 130', async () => {
    const child = spawn(
      process.execPath,
      [binPath, '--plugin', './counter-plugin.mjs', 'counter', 'levels/easy/one.cnt', 'runaway/loop.cnt', '--timeout', '0', '--jobs', '2'],
      {
        cwd: fixtures,
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('one.cnt')) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(out).toContain('✓ levels/easy/one.cnt');
    expect(out).toMatch(/counter: solved 1\/2 \(1 not run: interrupted\)/);
    expect(code).toBe(130);
  });

  it.skipIf(process.platform === 'win32')('does the same on SIGTERM, with valid JSON lines, and exits with 143', async () => {
    const child = spawn(
      process.execPath,
      [
        binPath,
        '--plugin',
        './counter-plugin.mjs',
        'counter',
        'levels/easy/one.cnt',
        'runaway/loop.cnt',
        '--timeout',
        '0',
        '--jobs',
        '2',
        '--json',
      ],
      { cwd: fixtures },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('one.cnt')) child.kill('SIGTERM');
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(jsonLines(out).map((l) => [l['file'], l['status']])).toEqual([['levels/easy/one.cnt', 'solved']]);
    expect(err).toMatch(/counter: solved 1\/2 \(1 not run: interrupted\)/);
    expect(code).toBe(143);
  });
});
