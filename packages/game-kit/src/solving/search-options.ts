import type { AStarOptions } from '@puzzle-solvers/search-core';
import type { GameSolveOptions } from '../plugin.js';

/**
 * The search options a plugin passes through to search-core.
 *
 * @category Plugins
 */
export function searchOptionsOf<S>(options: GameSolveOptions | undefined): AStarOptions<S> {
  if (!options) return {};
  const out: { -readonly [K in keyof AStarOptions<S>]?: AStarOptions<S>[K] } = {};
  if (options.timeoutMs !== undefined) out.timeoutMs = options.timeoutMs;
  if (options.maxStates !== undefined) out.maxStates = options.maxStates;
  if (options.maxExpansions !== undefined) out.maxExpansions = options.maxExpansions;
  if (options.maxMemoryBytes !== undefined) out.maxMemoryBytes = options.maxMemoryBytes;
  if (options.signal !== undefined) out.signal = options.signal;
  if (options.cancel !== undefined) out.cancel = options.cancel;
  if (options.onProgress !== undefined) out.onProgress = options.onProgress;
  if (options.progressIntervalMs !== undefined) out.progressIntervalMs = options.progressIntervalMs;
  return out as AStarOptions<S>;
}
