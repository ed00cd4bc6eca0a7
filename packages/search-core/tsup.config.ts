// The shared library build (ESM + CJS + d.ts, see tsup.library.ts at the repository root) with a
// second entry, the grid module (`@puzzle-solvers/search-core/grid`), so that the core stays small.
// Both formats split the code both entries share (errors, control) into one chunk, so that a
// SearchError thrown by the grid module is the SearchError the core exports, in CJS too.
import { defineConfig, type Options } from 'tsup';
import library from '../../tsup.library.js';

export default defineConfig({
  ...(library as Options),
  entry: { index: 'src/index.ts', 'grid/index': 'src/grid/index.ts' },
  splitting: true,
});
