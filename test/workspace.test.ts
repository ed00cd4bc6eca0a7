// Checks on the packed workspace: no package ships another's code (the command line within its
// budget), and the README's tarball table is current. (`npx pnpm lint:package`, publint --strict on
// every package, and `npx pnpm run docs`, the typedoc site with warnings as errors, run with the
// README's other commands in readme-commands.test.ts.) The integration project builds the packages before this file runs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations
import { readBlock } from '../scripts/lib/marked-block.mjs';
// @ts-expect-error plain JavaScript without declarations
import { packedWorkspace } from '../scripts/lib/pack.mjs';

interface Packed {
  readonly name: string;
  readonly dir: string;
  readonly tarball: string;
  readonly size: number;
  readonly files: readonly string[];
}

const root = fileURLToPath(new URL('../', import.meta.url));
let packed: Packed[] = [];
beforeAll(() => {
  packed = (packedWorkspace() as { packages: Packed[] }).packages;
}, 120_000);

describe('the workspace', () => {
  it('packs the command line within 150 kB, with no other package inside', () => {
    const cli = packed.find((p) => p.name === '@puzzle-solvers/cli');
    expect(cli).toBeDefined();
    expect(cli!.size).toBeLessThanOrEqual(150_000);
    // Its own entries only: the games, search-core and game-kit are dependencies, required by name.
    // Beside them, the type declarations of its own sources, one per file.
    const dist = cli!.files.filter((f) => f.startsWith('package/dist/')).map((f) => f.slice('package/dist/'.length));
    expect(dist.filter((f) => !/\.d\.c?ts$/.test(f)).sort()).toEqual(['bin-main.cjs', 'bin.cjs', 'index.cjs', 'index.js', 'worker.cjs']);
    const declared = dist.filter((f) => f.endsWith('.d.ts')).map((f) => f.replace(/\.d\.ts$/, ''));
    expect(declared).toContain('index');
    for (const file of declared) {
      expect(existsSync(`${root}packages/cli/src/${file}.ts`), `dist/${file}.d.ts declares a source of the CLI`).toBe(true);
      expect(dist).toContain(`${file}.d.cts`);
    }
  });

  it("has the README's tarball table written from the current packs (npx pnpm sizes rewrites it)", () => {
    const table: string | undefined = readBlock(readFileSync(`${root}README.md`, 'utf8'), 'pack-sizes');
    expect(table, 'README.md has a pack-sizes block').toBeDefined();
    for (const p of packed) {
      const row = table!.split('\n').find((l) => l.startsWith(`| \`${p.name}\``));
      expect(row, `${p.name} has a row`).toBeDefined();
      // A table within a fifth of today's sizes is current enough; past that, `npx pnpm sizes`.
      const shown = Number(/\|\s*([\d.]+) kB/.exec(row!)?.[1]) * 1000;
      expect(Math.abs(shown - p.size) / p.size, `${p.name}: the table says ${shown} B, it packs to ${p.size} B`).toBeLessThan(0.2);
    }
  });
});
