import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));

// Tests run against the sources, so a change is tested without a rebuild: every workspace package
// with a `src/index.ts` is aliased by its name, found by listing packages/ (a new game needs no line here).
// A subpath export (`./grid`) maps to `src/grid/index.ts`; subpaths come first, since an alias also
// matches the names that start with it.
const subpaths: { find: string; replacement: string }[] = [];
const roots: { find: string; replacement: string }[] = [];
for (const dir of readdirSync(packagesDir).sort()) {
  const manifest = `${packagesDir}${dir}/package.json`;
  const entry = `${packagesDir}${dir}/src/index.ts`;
  if (!existsSync(manifest) || !existsSync(entry)) continue;
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; exports?: Record<string, unknown> };
  // The command line is imported by no package; its tests import its sources by path.
  if (!name || name === '@puzzle-solvers/cli') continue;
  roots.push({ find: name, replacement: entry });
  for (const sub of Object.keys(exports ?? {})) {
    const source = `${packagesDir}${dir}/src/${sub.slice(2)}/index.ts`;
    if (sub.startsWith('./') && existsSync(source)) subpaths.push({ find: `${name}/${sub.slice(2)}`, replacement: source });
  }
}
const alias = [...subpaths, ...roots];

const cliVersion = (JSON.parse(readFileSync(`${packagesDir}cli/package.json`, 'utf8')) as { version: string }).version;

export default defineConfig({
  resolve: { alias },
  // The command line's version comes from its package.json, as its build sets it.
  define: { __PUZZLE_SOLVE_VERSION__: JSON.stringify(cliVersion) },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./scripts/vitest-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
