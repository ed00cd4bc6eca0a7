import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { cacheFolder, ownPackageEntry } from '../src/cached-loader.js';
import { binPath, fixtures, jsonLines, packageDir } from './helpers.js';

const execFileP = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'puzzle-solve-cache-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The built binary with its compile cache in `cacheDir` (none when undefined). */
async function bin(
  args: string[],
  cacheDir: string | undefined,
  nodeFlags: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUZZLE_SOLVE_CACHE_DIR: cacheDir ?? '',
    NODE_DISABLE_COMPILE_CACHE: cacheDir === undefined ? '1' : '',
  };
  try {
    const { stdout, stderr } = await execFileP(process.execPath, [...nodeFlags, binPath, ...args], { cwd: fixtures, env });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

/** A solve's JSON line without its timing, to compare runs. */
function outcome(stdout: string): unknown {
  return jsonLines(stdout).map(({ stats, ...rest }) => ({ ...rest, stats: { ...(stats as object), ms: 0 } }));
}

const level = ['golf-peaks', 'sample:bounce-and-climb', '--json'];
const files = (dir: string): string[] => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};

describe('the compile cache of the binary', () => {
  it('is written by a run that solves a level, and gives the same result when used', async () => {
    const dir = join(scratch, 'solve');
    const uncached = await bin(level, undefined);
    expect(uncached.code).toBe(0);
    const first = await bin(level, dir);
    // The command line's own chunk, and each package it required: the game, game-kit and search-core.
    expect(files(dir)).toEqual([
      expect.stringMatching(/^bin-main-[0-9a-f]{8}\.cache$/),
      expect.stringMatching(/^game-golf-peaks-[0-9a-f]{8}\.cache$/),
      expect.stringMatching(/^game-kit-[0-9a-f]{8}\.cache$/),
      expect.stringMatching(/^search-core-[0-9a-f]{8}\.cache$/),
    ]);
    const second = await bin(level, dir);
    for (const r of [first, second]) {
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/^golf-peaks: solved 1\/1 [^\n]*\n$/);
      expect(outcome(r.stdout)).toEqual(outcome(uncached.stdout));
    }
  });

  it('is not written by runs that solve nothing in the main thread', async () => {
    const dir = join(scratch, 'list');
    expect((await bin([], dir)).code).toBe(0);
    expect((await bin(['golf-peaks', '--help'], dir)).code).toBe(0);
    expect((await bin(['--version'], dir)).code).toBe(0);
    expect(files(dir)).toEqual([]);
  });

  it('that is damaged is ignored and written anew', async () => {
    const dir = join(scratch, 'damaged');
    await bin(level, dir);
    const game = files(dir).find((f) => f.startsWith('game-golf-peaks-'));
    const stored = readFileSync(join(dir, game!));
    // The header kept (the same file, Node and release) and the compiled code replaced by noise.
    const header = stored.subarray(0, stored.indexOf(10) + 1);
    writeFileSync(join(dir, game!), Buffer.concat([header, Buffer.alloc(stored.length - header.length, 7)]));
    const r = await bin(level, dir);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout).map((l) => l['status'])).toEqual(['solved']);
    expect(
      readFileSync(join(dir, game!))
        .subarray(header.length)
        .every((b) => b === 7),
    ).toBe(false);
  });

  it('is left alone under --enable-source-maps, where Node loads the chunks itself', async () => {
    const dir = join(scratch, 'source-maps');
    const r = await bin(level, dir, ['--enable-source-maps']);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout).map((l) => l['status'])).toEqual(['solved']);
    expect(files(dir)).toEqual([]);
  });

  it('costs nothing but time when it cannot be written', async () => {
    const blocker = join(scratch, 'a-file');
    writeFileSync(blocker, '');
    const r = await bin(level, join(blocker, 'cache'));
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout).map((l) => l['status'])).toEqual(['solved']);
  });
});

describe('cacheFolder', () => {
  it('is the user cache folder of each platform, or the one asked for, or none', () => {
    expect(cacheFolder({ HOME: '/home/u' }, 'linux')).toBe('/home/u/.cache/puzzle-solve');
    expect(cacheFolder({ HOME: '/home/u', XDG_CACHE_HOME: '/c' }, 'linux')).toBe('/c/puzzle-solve');
    expect(cacheFolder({ HOME: '/Users/u' }, 'darwin')).toBe('/Users/u/Library/Caches/puzzle-solve');
    expect(cacheFolder({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32')).toMatch(
      /^C:\\Users\\u\\AppData\\Local[\\/]puzzle-solve[\\/]cache$/,
    );
    expect(cacheFolder({ HOME: '/home/u', PUZZLE_SOLVE_CACHE_DIR: '/elsewhere' }, 'linux')).toBe('/elsewhere');
    expect(
      cacheFolder({ HOME: '/home/u', NODE_DISABLE_COMPILE_CACHE: '1', PUZZLE_SOLVE_CACHE_DIR: '/elsewhere' }, 'linux'),
    ).toBeUndefined();
    expect(cacheFolder({}, 'linux')).toBeUndefined();
  });
});

describe('ownPackageEntry', () => {
  const from = join(packageDir, 'dist', 'bin.cjs');
  const names = [
    '@puzzle-solvers/search-core',
    '@puzzle-solvers/game-kit',
    '@puzzle-solvers/game-sokobond',
    '@puzzle-solvers/game-key-maze',
  ];

  it("finds the file Node's own resolution finds, from the command line and from a package it loads", () => {
    for (const name of names) {
      const expected = createRequire(from).resolve(name);
      expect(ownPackageEntry(name, from), name).toBe(expected);
      const nested = join(dirname(expected), 'index.cjs');
      const manifest = JSON.parse(readFileSync(join(dirname(expected), '..', 'package.json'), 'utf8')) as { dependencies?: object };
      for (const dep of Object.keys(manifest.dependencies ?? {})) {
        expect(ownPackageEntry(dep, nested), `${dep} from ${name}`).toBe(createRequire(nested).resolve(dep));
      }
    }
  });

  it('leaves a package it does not find, or of another shape, to Node', () => {
    expect(ownPackageEntry('@puzzle-solvers/no-such-package', from)).toBeUndefined();
    const dir = mkdtempSync(join(scratch, 'shape-'));
    const pkg = join(dir, 'node_modules', 'odd');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'odd', main: 'main.js' }));
    expect(ownPackageEntry('odd', join(dir, 'x.js'))).toBeUndefined();
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'odd', exports: { '.': { require: { default: '../../escape.cjs' } } } }),
    );
    expect(ownPackageEntry('odd', join(dir, 'x.js'))).toBeUndefined();
  });
});
