// A program that uses the published packages, as a user would after `npm install`. The consumer test
// copies this file to `consumer.mts` (ESM) and `consumer.cts` (CommonJS), type-checks both against the
// packed type declarations, and runs both. No top-level await: the CommonJS copy must compile too.
import { astar, type SearchProblem } from '@puzzle-solvers/search-core';
import { ParseError, PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { plugin as keyMaze } from '@puzzle-solvers/game-key-maze';
import { loadGames, main as puzzleSolve, type CliIO } from '@puzzle-solvers/cli';

/** search-core on its own: the shortest walk on a 4×3 grid with a wall, cells numbered row by row. */
function gridWalk(): string {
  const width = 4;
  const walls = new Set([1, 5]); // cells (1,0) and (1,1)
  const problem: SearchProblem<number, string> = {
    initial: 0,
    *successors(cell) {
      const x = cell % width;
      const y = Math.floor(cell / width);
      for (const [dx, dy, move] of [
        [1, 0, 'R'],
        [-1, 0, 'L'],
        [0, 1, 'D'],
        [0, -1, 'U'],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || nx >= width || ny < 0 || ny >= 3 || walls.has(ny * width + nx)) continue;
        yield { move, state: ny * width + nx };
      }
    },
    isGoal: (cell) => cell === 3,
    key: (cell) => cell,
    heuristic: (cell) => Math.abs((cell % width) - 3) + Math.floor(cell / width),
  };
  const result = astar(problem);
  if (result.status !== 'solved') throw new Error(`grid walk: ${result.status}`);
  return `${result.moves.join('')} (cost ${result.cost})`;
}

/** A game plugin through its typed contract: the first example of Advent of Code 2019 day 18. */
function keyMazeExample(): string {
  const level = keyMaze.parse('#########\n#b.A.@.a#\n#########\n', { file: 'example.txt' });
  const { result, solution } = keyMaze.solve(level, { timeoutMs: 10_000 });
  if (result.status !== 'solved') throw new Error(`key maze: ${result.status}`);
  const check = keyMaze.verify(level, result.moves);
  return `${solution ?? ''} (${result.cost} steps, verified: ${check.valid})`;
}

/** A bad level gives a typed error with its position. */
function parseErrorExample(): string {
  try {
    keyMaze.parse('###\n#@?\n###\n', { file: 'bad.txt' });
    return 'no error';
  } catch (e) {
    return e instanceof ParseError ? `${e.file}:${e.line}:${e.column}` : `not a ParseError: ${String(e)}`;
  }
}

/** The command line as a library: solves a sample in a worker thread, output captured. */
async function cliExample(): Promise<string> {
  let out = '';
  const io: CliIO = { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true }, cwd: process.cwd() };
  const code = await puzzleSolve(['key-maze', 'sample:vault', '--json', '--jobs', '1'], { io });
  const report = JSON.parse(out) as { status: string; cost: number };
  return `exit ${code}, ${report.status}, cost ${report.cost}`;
}

async function main(): Promise<void> {
  const format = typeof require === 'function' && typeof module === 'object' ? 'cjs' : 'esm';
  console.log(`format: ${format}`);
  console.log(`plugin api: ${PLUGIN_API_VERSION} (key-maze ${keyMaze.apiVersion})`);
  console.log(`grid: ${gridWalk()}`);
  console.log(`key-maze: ${keyMazeExample()}`);
  console.log(`parse error: ${parseErrorExample()}`);
  const { games, failures } = await loadGames();
  console.log(
    `cli games: ${games
      .map((g) => g.plugin.name)
      .sort()
      .join(' ')}`,
  );
  if (failures.length > 0) console.log(`cli failures: ${failures.map((f) => `${f.module}: ${f.error}`).join('; ')}`);
  console.log(`cli main: ${await cliExample()}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
