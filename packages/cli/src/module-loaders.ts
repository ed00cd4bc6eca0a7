/**
 * How the command line imports a module by name (a `--plugin`) and loads a game package it ships with.
 * The binary (`bin-main.ts`) sets both to its entry's own: code run through the compile cache has no
 * `import()` of its own (see cached-loader.ts), and the games it ships with are required through that
 * cache. The library imports both by name.
 */
export const moduleLoaders: {
  importModule: (specifier: string) => Promise<unknown>;
  loadGame: (packageName: string) => Promise<unknown>;
} = {
  importModule: (specifier) => import(specifier),
  loadGame: (packageName) => moduleLoaders.importModule(packageName),
};
