import { isParseError } from './parse-error.js';
import type { VerifyResult } from '../plugin.js';

/**
 * Reads the solution a plugin's `verify` receives — moves, or text in the game's notation — so
 * that text which does not parse becomes a verdict (`step: -1`, the parser's positioned message)
 * instead of an exception, the same way in every game.
 *
 * @example
 * ```ts
 * const read = readSolution(solution, parseSolution);
 * if ('invalid' in read) return read.invalid;
 * for (const move of read.moves) { … }
 * ```
 * @category Plugins
 */
export function readSolution<M>(
  solution: string | readonly M[],
  parse: (text: string) => M[],
): { readonly moves: readonly M[] } | { readonly invalid: VerifyResult } {
  if (typeof solution !== 'string') return { moves: solution };
  try {
    return { moves: parse(solution) };
  } catch (e) {
    if (isParseError(e)) return { invalid: { valid: false, step: -1, reason: e.message } };
    throw e;
  }
}
