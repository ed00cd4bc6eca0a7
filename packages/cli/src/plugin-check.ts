import { PLUGIN_API_VERSION, type AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { CLI_OPTIONS } from './args.js';

/** Words the command line reads as commands, so no game may be called by them. */
export const RESERVED_NAMES: readonly string[] = ['verify', 'render', 'list', 'help'];

/** The contract versions this command line understands. */
export const SUPPORTED_API_VERSIONS: readonly number[] = [PLUGIN_API_VERSION];

const FUNCTIONS = ['parse', 'initialState', 'solve', 'formatSolution', 'parseSolution', 'verify', 'render', 'replay'] as const;

/**
 * Finds the `plugin` export of an imported module (ESM, or CJS seen through ESM's `default`) and checks
 * it against the contract; returns the plugin or a message saying what is wrong.
 */
export function pluginOf(mod: unknown, source: string): AnyGamePlugin | string {
  const m = mod as { plugin?: unknown; default?: { plugin?: unknown } } | null;
  const candidate = m?.plugin ?? m?.default?.plugin;
  if (typeof candidate !== 'object' || candidate === null) return `${source} does not export \`plugin\``;
  const p = candidate as Record<string, unknown>;
  if (!SUPPORTED_API_VERSIONS.includes(p['apiVersion'] as number)) {
    return `${source}: plugin apiVersion ${String(p['apiVersion'])} is not supported (this puzzle-solve understands ${SUPPORTED_API_VERSIONS.join(', ')})`;
  }
  if (typeof p['name'] !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(p['name'])) {
    return `${source}: plugin name must be lower-case letters, digits and dashes`;
  }
  if (RESERVED_NAMES.includes(p['name'])) return `${source}: plugin name ${p['name']} is a puzzle-solve command`;
  for (const f of FUNCTIONS) {
    if (typeof p[f] !== 'function') return `${source}: plugin ${p['name']} has no function \`${f}\``;
  }
  for (const list of ['extensions', 'algorithms', 'options', 'samples'] as const) {
    if (!Array.isArray(p[list])) return `${source}: plugin ${p['name']} has no list \`${list}\``;
  }
  for (const o of p['options'] as { name?: unknown }[]) {
    if (typeof o.name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(o.name)) {
      return `${source}: plugin ${p['name']} has an option without a lower-case name`;
    }
    if (o.name in CLI_OPTIONS) return `${source}: plugin ${p['name']}'s option --${o.name} is a puzzle-solve option`;
  }
  return candidate as AnyGamePlugin;
}
