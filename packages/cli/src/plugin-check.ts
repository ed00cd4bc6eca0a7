import { PLUGIN_API_VERSION, type AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { CLI_OPTIONS } from './args.js';

/** Words the command line reads as commands, so no game may be called by them. */
export const RESERVED_NAMES: readonly string[] = ['verify', 'render', 'list', 'help', 'merge'];

/** The contract versions this command line understands. */
export const SUPPORTED_API_VERSIONS: readonly number[] = [PLUGIN_API_VERSION];

const FUNCTIONS = ['parse', 'initialState', 'solve', 'formatSolution', 'parseSolution', 'verify', 'render', 'replay'] as const;
const LISTS = ['extensions', 'algorithms', 'options', 'samples'] as const;

/**
 * Finds the `plugin` export of an imported module (ESM, or CJS seen through ESM's `default`) and checks
 * it against the contract; returns the plugin, or a message naming everything that is wrong at once
 * (every missing function and list), so that a plugin author fixes them in one go.
 */
export function pluginOf(mod: unknown, source: string): AnyGamePlugin | string {
  const m = mod as { plugin?: unknown; default?: { plugin?: unknown } } | null;
  const candidate = m?.plugin ?? m?.default?.plugin;
  if (typeof candidate !== 'object' || candidate === null) return `${source} does not export \`plugin\``;
  const p = candidate as Record<string, unknown>;
  if (!SUPPORTED_API_VERSIONS.includes(p['apiVersion'] as number)) {
    return `${source}: plugin apiVersion ${String(p['apiVersion'])} is not supported (this puzzle-solve understands ${SUPPORTED_API_VERSIONS.join(', ')})`;
  }
  const name = typeof p['name'] === 'string' ? p['name'] : '';
  const who = name ? `plugin ${name}` : 'plugin';
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) problems.push('its name must be lower-case letters, digits and dashes');
  else if (RESERVED_NAMES.includes(name)) problems.push(`its name ${name} is a puzzle-solve command`);
  const functions = FUNCTIONS.filter((f) => typeof p[f] !== 'function');
  if (functions.length > 0) problems.push(`no function ${functions.map((f) => `\`${f}\``).join(', ')}`);
  const lists = LISTS.filter((l) => !Array.isArray(p[l]));
  if (lists.length > 0) problems.push(`no list ${lists.map((l) => `\`${l}\``).join(', ')}`);
  if (Array.isArray(p['options'])) {
    for (const o of p['options'] as { name?: unknown }[]) {
      if (typeof o?.name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(o.name)) problems.push('an option without a lower-case name');
      else if (o.name in CLI_OPTIONS) problems.push(`its option --${o.name} is a puzzle-solve option`);
    }
  }
  if (problems.length > 0) return `${source}: ${who} does not fit the contract: ${problems.join('; ')}`;
  return candidate as AnyGamePlugin;
}
