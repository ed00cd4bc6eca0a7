/**
 * How the command line imports a module by name (a `--plugin`, a game package) and loads a chunk of
 * the binary (a game). The binary (`bin-main.ts`) sets both to its entry's own: code that runs from a
 * chunk has no `import()` of its own (see chunk-loader.ts), and every chunk goes through one compile
 * cache. The bundler's table in `games.ts` calls `loadChunk`.
 */
export const moduleLoaders: {
  importModule: (specifier: string) => Promise<unknown>;
  loadChunk: (name: string) => unknown;
} = {
  importModule: (specifier) => import(specifier),
  loadChunk: (name) => {
    throw new Error(`puzzle-solve: chunk ${name} asked for outside the binary`);
  },
};
