import { PLUGIN_API_VERSION, type AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { games, type CatalogueEntry } from 'virtual:game-catalogue';

/**
 * A game plugin as the playground uses it: the contract, plus the SVG renderers, which are
 * optional members of the contract (a plugin without them is drawn as text).
 */
export type PlaygroundPlugin = AnyGamePlugin & {
  readonly renderSvg?: (level: unknown, state?: unknown) => string;
  readonly renderSvgAnimation?: (level: unknown, states: readonly unknown[], options?: { readonly moves?: readonly unknown[] }) => string;
};

/** The games, in the CLI's order; none of them is loaded yet. */
export const catalogue: readonly CatalogueEntry[] = games;

const loaded = new Map<string, Promise<PlaygroundPlugin>>();

/** Loads a game's package (once) and checks that it exports a plugin of this contract version. */
export function loadGame(id: string): Promise<PlaygroundPlugin> {
  let pending = loaded.get(id);
  if (pending === undefined) {
    const entry = catalogue.find((g) => g.id === id);
    if (entry === undefined) return Promise.reject(new Error(`unknown game "${id}"`));
    pending = entry.load().then((module) => pluginOf(entry, module));
    loaded.set(id, pending);
  }
  return pending;
}

function pluginOf(entry: CatalogueEntry, module: Record<string, unknown>): PlaygroundPlugin {
  const plugin = module['plugin'] as Partial<PlaygroundPlugin> | undefined;
  if (plugin === undefined || typeof plugin !== 'object') throw new Error(`${entry.packageName} exports no plugin`);
  if (plugin.apiVersion !== PLUGIN_API_VERSION) {
    throw new Error(
      `${entry.packageName} implements plugin contract ${String(plugin.apiVersion)}, the playground knows ${PLUGIN_API_VERSION}`,
    );
  }
  return plugin as PlaygroundPlugin;
}
