// The proof that the packages work for their users: pack them as they would be published, install the
// tarballs into a fresh project outside the workspace, type-check a TypeScript program against the
// packed declarations (ESM and CommonJS), run it both ways, and run the installed `puzzle-solve`.
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations
import { packedWorkspace } from '../../../scripts/lib/pack.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('../', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** The packages the consumer installs: search-core, the cli and every game package present. */
const packages = ['search-core', 'cli', ...readdirSync(join(root, 'packages')).filter((d) => d.startsWith('game-'))];

function sh(file: string, args: string[], options: ExecFileSyncOptions = {}): string {
  try {
    return execFileSync(file, args, { encoding: 'utf8', stdio: 'pipe', ...options }) as string;
  } catch (e) {
    const x = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${x.stdout ?? ''}\n${x.stderr ?? x.message}`);
  }
}

let project = '';
let tarballs: string[] = [];
let notBuilt: string[] = [];
const built = (p: string): boolean => existsSync(join(root, 'packages', p, 'dist', 'index.d.cts'));

beforeAll(() => {
  // What was built is noted now, just before packing (another build may be under way later on).
  notBuilt = packages.filter((p) => !built(p) || !existsSync(join(root, 'packages', p, 'dist', 'index.cjs')));

  project = mkdtempSync(join(tmpdir(), 'puzzle-solvers-consumer-'));
  // The tarballs `pnpm pack` makes (it turns `workspace:^` into real version ranges, as publishing
  // does), packed once for every test that needs them (scripts/lib/pack.mjs).
  tarballs = (packedWorkspace() as { packages: { dir: string; tarball: string }[] }).packages
    .filter((p) => packages.includes(p.dir))
    .map((p) => p.tarball);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'consumer-proof', private: true, version: '0.0.0' }, null, 2)}\n`);
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', '--loglevel=error', ...tarballs], {
    cwd: project,
  });

  mkdirSync(join(project, 'src'));
  copyFileSync(join(here, 'src', 'consumer.ts'), join(project, 'src', 'consumer.mts'));
  copyFileSync(join(here, 'src', 'consumer.ts'), join(project, 'src', 'consumer.cts'));
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      // The packed declarations are checked too: that is part of what this proves.
      skipLibCheck: false,
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
      rootDir: 'src',
      outDir: 'dist',
    },
    include: ['src'],
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
}, 300_000);

afterAll(() => {
  if (project && !process.env['KEEP_CONSUMER']) rmSync(project, { recursive: true, force: true });
});

describe('the packed packages in a fresh project', () => {
  it('are all built, with ESM, CommonJS and type declarations', () => {
    expect(notBuilt, 'packages without a built dist/').toEqual([]);
  });

  it('install from their tarballs alone', () => {
    expect(tarballs).toHaveLength(packages.length);
    for (const p of packages) {
      expect(existsSync(join(project, 'node_modules', '@puzzle-solvers', p, 'package.json')), p).toBe(true);
    }
  });

  it('type-check a program that imports a game solver and search-core, as ESM and as CommonJS', () => {
    sh(process.execPath, [tsc, '-p', join(project, 'tsconfig.json')], { cwd: project });
    expect(existsSync(join(project, 'dist', 'consumer.mjs'))).toBe(true);
    expect(existsSync(join(project, 'dist', 'consumer.cjs'))).toBe(true);
  }, 180_000);

  it.each(['mjs', 'cjs'])('run as %s', (ext) => {
    const out = sh(process.execPath, [join(project, 'dist', `consumer.${ext}`)], { cwd: project });
    expect(out).toContain(`format: ${ext === 'mjs' ? 'esm' : 'cjs'}`);
    expect(out).toContain('plugin api: 1 (key-maze 1)');
    expect(out).toContain('grid: DDRRRUU (cost 7)');
    expect(out).toMatch(/key-maze: .* \(8 steps, verified: true\)/);
    expect(out).toMatch(/parse error: bad\.txt:\d+:\d+/);
    const games = packages.filter((p) => p.startsWith('game-') && p !== 'game-kit').map((p) => p.slice(5));
    expect(out).toContain(`cli games: ${games.sort().join(' ')}`);
    expect(out).toContain('cli main: exit 0, solved, cost 27');
  });

  it('run the installed puzzle-solve binary, solving in worker threads', () => {
    const bin = join(project, 'node_modules', '.bin', 'puzzle-solve');
    const list = sh(bin, [], { cwd: project });
    expect(list).toContain('key-maze');
    const lines = sh(bin, ['key-maze', '--json', '--jobs', '2'], { cwd: project })
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.status === 'solved')).toBe(true);
  }, 120_000);
});
