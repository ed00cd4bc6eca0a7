import * as sc from '../src/index.js';
import { makeGrid } from './grid.js';
import { gridFamilies } from './grid-families.js';
const grid = makeGrid('256² 20% walls', 256, 0.2, 4, 1);
const which = process.argv[2] ?? 'epea';
for (let round = 0; round < 5; round++) {
  const t = performance.now();
  let e = 0;
  for (const [s, g] of grid.pairs) {
    const { problem, backwardHeuristic } = gridFamilies(grid, s, g);
    const r =
      which === 'epea'
        ? sc.partialExpansionAstar(problem)
        : which === 'astar'
          ? sc.astar(problem)
          : which === 'beam'
            ? sc.beamSearch(problem, { width: 1000 })
            : sc.anytimeAstar(problem);
    e += r.stats.expanded;
  }
  console.log(which, round, e, (performance.now() - t).toFixed(0), 'ms');
}
