import { defineConfig } from 'tsup';
import { emitDeclarations } from './scripts/declarations.mjs';

/**
 * The build every library package shares: ESM + CJS from `src/index.ts`, compiled with the package's
 * `tsconfig.build.json`, then the type declarations of what its `exports` name, file by file
 * (scripts/declarations.mjs: no type checker, so no second compile of the whole package; the type
 * check is `npx pnpm typecheck`). A package's `tsup.config.ts` re-exports it.
 *
 * Source maps point into `src/`, which the package ships beside `dist/` (`files`), instead of holding
 * the TypeScript themselves (`sourcesContent`): the sources are then in the tarball once, not once per
 * map (ESM and CJS), and readable as files in `node_modules`.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: false,
  async onSuccess() {
    emitDeclarations(process.cwd());
  },
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
