import { defineConfig } from 'tsup';

/**
 * The build every library package shares: ESM + CJS + type declarations from `src/index.ts`,
 * compiled with the package's `tsconfig.build.json`. A package's `tsup.config.ts` re-exports it.
 *
 * Source maps point into `src/`, which the package ships beside `dist/` (`files`), instead of holding
 * the TypeScript themselves (`sourcesContent`): the sources are then in the tarball once, not once per
 * map (ESM and CJS), and readable as files in `node_modules`.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
