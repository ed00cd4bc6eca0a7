import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';

/**
 * The limits every search stops on, whatever it stores: time, expansions, cancellation and measured
 * memory.
 */
const ALWAYS = ['timeoutMs', 'maxExpansions', 'maxMemoryBytes', 'signal', 'cancel'] as const;

/**
 * Refuses `maxStates` for a search that stores only its path (and, with a table, a table of its
 * own bounded size): what it stores grows with the depth alone, so `maxStates` would never stop it,
 * and a caller who gave it as the bound on the work would wait forever.
 *
 * @param algorithm - the entry point, for the message.
 * @param extra - limits of this entry point beyond {@link ALWAYS} (`maxDepth`).
 */
export function refuseStateLimit(
  algorithm: string,
  options: SearchOptions<never> | SearchOptions<unknown>,
  extra: readonly string[] = [],
): void {
  if (options.maxStates === undefined) return;
  throw new SearchError(
    'unsupported-limit',
    `${algorithm} stores only its current path, so maxStates can never stop it: bound it with ${[...ALWAYS, ...extra].join(', ')}`,
  );
}
