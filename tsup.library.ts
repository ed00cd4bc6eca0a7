import { defineConfig } from 'tsup';

/**
 * The build every library package shares: ESM + CJS + type declarations from `src/index.ts`,
 * compiled with the package's `tsconfig.build.json`. A package's `tsup.config.ts` re-exports it.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
