/**
 * The dead-verdict memos of one solve, one per level searched (the level with room heliums frozen
 * is another level than the level itself).
 *
 * @module
 */
import { DeadVerdicts } from '../analysis/dead-verdicts.js';
import type { Level } from '../level.js';

/**
 * The dead verdicts shared by the stages of one solve, per level (the level with room heliums
 * frozen is another level): see `pairingCost`.
 */
export type VerdictsOf = (level: Level) => DeadVerdicts;

/**
 * One memo at a time, for the level asked last: the stages ask about the level with room heliums
 * frozen first and never again once they have moved on to the level itself, so the memory limit's
 * part for the memo (`cap`) is never held twice.
 */
export function verdictsPerLevel(cap: number): VerdictsOf {
  let current: { readonly level: Level; readonly verdicts: DeadVerdicts } | undefined;
  return (level) => {
    if (current?.level !== level) current = { level, verdicts: new DeadVerdicts(cap) };
    return current.verdicts;
  };
}
