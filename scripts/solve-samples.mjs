// `pnpm start`: the main job on bundled levels. For every game, draws its default sample level and
// solves the game's bundled samples through the puzzle-solve command line.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url));
// The games are the command line's dependencies named @puzzle-solvers/game-* (game-kit is not a game).
const cli = JSON.parse(readFileSync(new URL('../packages/cli/package.json', import.meta.url), 'utf8'));
const games = Object.keys(cli.dependencies ?? {})
  .filter((n) => n.startsWith('@puzzle-solvers/game-') && n !== '@puzzle-solvers/game-kit')
  .map((n) => n.slice('@puzzle-solvers/game-'.length));
let failed = 0;
for (const game of games) {
  console.log(`\n=== ${game} ===`);
  const solve = spawnSync(process.execPath, [bin, game, '--timeout', '60'], { stdio: 'inherit' });
  if (solve.status !== 0) failed++;
}
console.log(failed === 0 ? '\nEvery bundled sample solved.' : `\n${failed} game(s) left a sample unsolved.`);
process.exit(failed === 0 ? 0 : 1);
