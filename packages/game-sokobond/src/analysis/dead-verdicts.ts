/**
 * The memo of dead-or-alive verdicts shared by the searches of one solve, its key and its size.
 *
 * @module
 */
import type { Molecules } from '../rules.js';
import type { Analysis } from './position.js';

/**
 * Dead or not, as `pairingCost` (with the look-ahead) says, per {@link verdictKey}: shared by the
 * searches of one solve, so that positions that differ only in where the player's molecule stands
 * within its reach are judged once. The memo turns itself off (keys cost a string per position)
 * once it holds `cap` verdicts, in levels with `/`, and when fewer than a quarter of its first
 * {@link VERDICT_TRIAL} questions spared a test (searches that rarely come back to a verdict).
 */
export class DeadVerdicts extends Map<string, boolean> {
  /** Still asked and filled. */
  active = true;
  /** Questions asked, and those it answered without a test. */
  asked = 0;
  spared = 0;

  constructor(readonly cap: number = MAX_VERDICTS) {
    super();
    if (cap <= 0) this.active = false;
  }
}

/** Questions after which a memo that spares too few tests turns itself off. */
export const VERDICT_TRIAL = 2_000;

/** Verdicts kept at most per solve. */
const MAX_VERDICTS = 50_000;

/** What one verdict may take, key and entry, in bytes (an over-estimate). */
const VERDICT_BYTES = 256;

/**
 * The verdicts a solve may keep: {@link MAX_VERDICTS}, and with a memory limit at most a quarter
 * of it.
 */
export function verdictCap(maxMemoryBytes: number | undefined): number {
  if (maxMemoryBytes === undefined) return MAX_VERDICTS;
  return Math.max(0, Math.min(MAX_VERDICTS, Math.floor(maxMemoryBytes / 4 / VERDICT_BYTES)));
}

/** The bytes a memo of `cap` verdicts may take: what the searches of the solve must leave it. */
export function verdictBytes(cap: number): number {
  return cap * VERDICT_BYTES;
}

/**
 * What `pairingCost`'s verdict (dead or not) depends on, as a string, or undefined in levels with
 * `/` (where the player's bonds may be cut, so where it stands matters).
 *
 * @remarks
 * The verdict reads the bonds and free electrons, the cells of every molecule that is not the
 * player's (their pushed placements, the merges of the look-ahead), and of the player's molecule
 * only its shape and the placements it can reach (`Mobility.reachable` without `pushed`: one
 * record, the same for every placement it holds). So the key is every other atom's position code
 * (cell and bonds), and for the player's molecule its atoms' offsets from the player's atom, their
 * bonds, and the id of its reach when it has free electrons (it is read only then).
 */
export function verdictKey(a: Analysis, m: Molecules): string | undefined {
  if (a.weaken) return undefined;
  const { n, x, y, free } = m;
  const { label, members, position } = a;
  const w = a.level.width;
  const mine = label[m.player]!;
  const px = x[m.player]!;
  const py = y[m.player]!;
  let key = '';
  let count = 0;
  let mineFree = false;
  for (let i = 0; i < n; i++) {
    // An atom's position code holds its cell and its bonds to the right and below.
    const code = position.charCodeAt(i);
    if (label[i] !== mine) {
      key += String.fromCharCode(1, code);
      continue;
    }
    members[count++] = i;
    if (free[i]! > 0) mineFree = true;
    key += String.fromCharCode(2, (y[i]! - py) * w + (x[i]! - px) + 0x8000, code & 15);
  }
  if (mineFree && a.rigidNow) key += String.fromCharCode(3) + String(a.mobility.reachable(members, count, x, y, false).id);
  return key;
}
