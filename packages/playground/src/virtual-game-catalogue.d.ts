/** Written by vite-plugin/game-catalogue.ts from the CLI's list of game packages. */
declare module 'virtual:game-catalogue' {
  export interface CatalogueEntry {
    /** The package name without `@puzzle-solvers/game-`: `ball-sort`, `sokobond` … */
    readonly id: string;
    readonly packageName: string;
    /** Imports the game package (its own chunk). */
    readonly load: () => Promise<Record<string, unknown>>;
  }
  export const games: readonly CatalogueEntry[];
}
