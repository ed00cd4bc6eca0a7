import { join } from 'node:path';
import type { Plugin } from 'vite';
import { gameEntries, workspacePackages } from './workspace.js';

const VIRTUAL_ID = 'virtual:game-catalogue';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:game-catalogue`: the list of games with a dynamic import each, so that every game
 * is its own chunk and a game the user never opens is never downloaded.
 */
export function gameCatalogue(repoRoot: string): Plugin {
  const packagesDir = join(repoRoot, 'packages');
  const cliManifest = join(packagesDir, 'cli', 'package.json');
  return {
    name: 'puzzle-solvers-game-catalogue',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(cliManifest);
      const games = gameEntries(cliManifest, workspacePackages(packagesDir));
      const lines = games.map(
        (g) =>
          `  { id: ${JSON.stringify(g.id)}, packageName: ${JSON.stringify(g.packageName)}, load: () => import(${JSON.stringify(g.packageName)}) },`,
      );
      return `export const games = [\n${lines.join('\n')}\n];\n`;
    },
  };
}
