// A search-core demo that needs no game package: the 8-puzzle, solved by A* with the Manhattan
// distance, then by BFS and IDA* for comparison. Run `pnpm demo` at the repository root.
import { astar, bfs, idaStar } from '@puzzle-solvers/search-core';

const start = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // one of the two hardest 8-puzzle positions (31 moves)
const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const pack = (tiles) => tiles.reduce((key, tile) => key * 9 + tile, 0);

const puzzle = {
  initial: start,
  successors(tiles) {
    const blank = tiles.indexOf(0);
    const out = [];
    const slide = (from, move) => {
      const next = tiles.slice();
      next[blank] = next[from];
      next[from] = 0;
      out.push({ move, state: next });
    };
    if (blank >= 3) slide(blank - 3, 'down');
    if (blank % 3 > 0) slide(blank - 1, 'right');
    if (blank % 3 < 2) slide(blank + 1, 'left');
    if (blank < 6) slide(blank + 3, 'up');
    return out; // moves name the direction the tile slides
  },
  isGoal: (tiles) => tiles.every((t, i) => t === goal[i]),
  heuristic: (tiles) =>
    tiles.reduce(
      (h, t, i) => (t === 0 ? h : h + Math.abs(Math.floor(i / 3) - Math.floor((t - 1) / 3)) + Math.abs((i % 3) - ((t - 1) % 3))),
      0,
    ),
  key: pack,
};

const draw = (tiles) =>
  [0, 3, 6]
    .map((r) =>
      tiles
        .slice(r, r + 3)
        .map((t) => (t === 0 ? '.' : t))
        .join(' '),
    )
    .join('\n');
console.log(`8-puzzle start:\n${draw(start)}\n`);
for (const [name, run] of [
  ['A* (Manhattan)', astar],
  ['BFS', bfs],
  ['IDA* (Manhattan)', idaStar],
]) {
  const r = run(puzzle);
  if (r.status !== 'solved') throw new Error(`${name}: ${r.status}`);
  console.log(`${name}: ${r.moves.length} moves, ${r.stats.expanded.toLocaleString('en')} expanded, ${r.stats.elapsedMs.toFixed(1)} ms`);
  if (name.startsWith('A*')) console.log(`  ${r.moves.join(' ')}\n`);
}
