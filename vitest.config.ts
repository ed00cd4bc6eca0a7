import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const pkg = (name: string) => fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources, so a change is tested without a rebuild.
    alias: {
      '@puzzle-solvers/search-core': pkg('search-core'),
      '@puzzle-solvers/game-kit': pkg('game-kit'),
      '@puzzle-solvers/game-key-maze': pkg('game-key-maze'),
      '@puzzle-solvers/game-ball-sort': pkg('game-ball-sort'),
      '@puzzle-solvers/game-golf-peaks': pkg('game-golf-peaks'),
      '@puzzle-solvers/game-sokobond': pkg('game-sokobond'),
      '@puzzle-solvers/game-cosmic-express': pkg('game-cosmic-express'),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./scripts/vitest-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
