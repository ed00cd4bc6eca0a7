import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/vitest-sequencer.js';

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

// The files that need the built packages, pack them, spawn the binary, install into a fresh project or
// drive a browser: the `integration` project. Everything else is `quick` (`npx pnpm test:quick`: no
// build, watch-friendly). A plain run runs both.
const integration = [
  'test/**/*.test.ts',
  'examples/*/test/**/*.test.ts',
  'packages/playground/test/playground.test.ts',
  'packages/cli/test/{pool,isolation,cached-loader,process-output,levels-unreadable}.test.ts',
  'packages/game-sokobond/test/memory-limit.test.ts',
  'packages/search-core/test/measured-memory.test.ts',
  'packages/search-core/test/within-limits.test.ts',
  'packages/game-kit/test/parsing/parse-error.test.ts',
  // Whether a thread was started is state of the whole process.
  'packages/search-core/test/ticker.test.ts',
];

export default defineConfig({
  resolve: { alias },
  // The command line's version comes from its package.json, as its build sets it.
  define: { __PUZZLE_SOLVE_VERSION__: JSON.stringify(cliVersion) },
  test: {
    projects: [
      // A worker keeps the modules it imported from one file to the next (fast-check, the sources of
      // search-core and the games): importing them afresh for each file was half the suite's CPU time.
      // These files share no state through them: each builds its own problems, and module-level caches
      // in the sources are caches, not state a test relies on (a file that mocks a module, or measures
      // the heap, is an integration one).
      // It runs first, while the integration project's build goes on in the background.
      {
        extends: true,
        test: {
          name: 'quick',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: integration,
          isolate: false,
          sequence: { groupOrder: 0 },
          setupFiles: ['./scripts/vitest-setup.ts'],
        },
      },
      // Each file in a fresh process: they measure memory, replace modules, set signal handlers. The
      // build starts when the run does (scripts/vitest-build.ts) and each file waits for it.
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration,
          isolate: true,
          sequence: { groupOrder: 1, sequencer: LongestFirst },
          globalSetup: ['./scripts/vitest-build.ts'],
          setupFiles: ['./scripts/vitest-setup.ts', './scripts/vitest-await-build.ts'],
        },
      },
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Child processes (tests set signal handlers, spawn the binary, run worker threads of their own).
    pool: 'forks',
    // One worker per core: vitest's default leaves a core to its main process (one worker on two
    // cores), which has little to do while the files run.
    maxWorkers: availableParallelism(),
  },
});
