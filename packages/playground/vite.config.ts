import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { eagerCompileHints } from './vite-plugin/compile-hints.js';
import { contentSecurityPolicy } from './vite-plugin/content-security-policy.js';
import { gameCatalogue } from './vite-plugin/game-catalogue.js';
import { workspacePackages } from './vite-plugin/workspace.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const packagesDir = fileURLToPath(new URL('..', import.meta.url));

// Every workspace package is bundled from its TypeScript sources, so the playground always runs
// the code in the tree (no package build first).
const aliases = workspacePackages(packagesDir).map((p) => ({
  find: new RegExp(`^${p.name.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}$`),
  replacement: p.sourceEntry,
}));

/** Names a game's chunk after its package, so the build output (and a network log) says which game it is. */
function chunkName(chunk: { facadeModuleId?: string | null; name: string }): string {
  const game = /packages[/\\](game-[^/\\]+)[/\\]src[/\\]index\.ts$/.exec(chunk.facadeModuleId ?? '');
  return game !== null ? `assets/${game[1]}.[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  // Relative paths: the built site works from any folder of any static host.
  base: './',
  plugins: [gameCatalogue(repoRoot), contentSecurityPolicy(), eagerCompileHints()],
  resolve: { alias: aliases },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  worker: {
    format: 'es',
    plugins: () => [gameCatalogue(repoRoot)],
    rolldownOptions: { output: { chunkFileNames: chunkName } },
  },
  build: {
    target: 'es2022',
    rolldownOptions: { output: { chunkFileNames: chunkName } },
  },
});
