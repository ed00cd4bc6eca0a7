/**
 * When and how fast the node arena and the open list grow in steps: arrays past a size are not
 * copied whole in one insert (one step a stop waits for, which past a few million entries is far
 * too long) but into the grown arrays a chunk at a time, while the old ones stay the whole truth.
 *
 * @module
 */

/**
 * Arrays for at least this many entries grow in steps; smaller ones grow in one copy when full,
 * which is short at that size. Stepping made a grid search of a few hundred thousand states
 * measurably slower than one copy did, the more so the smaller the chunks: a step costs the search
 * more than its copy, for reasons a profile does not show.
 */
export const STEPS_FROM: number = 1 << 18;

/**
 * Entries copied by one step: one chunk every `chunk / 64` inserts (64 entries per insert on
 * average), from when the room left is twice what the copy needs to catch up (about 97 % full).
 * Late and fast, so that both arrays are held for a short while only (a memory limit counts them
 * both). Copying every entry at once, mostly the fresh buffer's page faults, made a stop wait that
 * long past a few million entries; a chunk is short. Large chunks: smaller ones, or a few entries
 * at every insert, were measurably slower in all.
 */
export const COPY_CHUNK = 65536;

/** Inserts between two steps of `chunk` entries. */
export function stepEvery(chunk: number): number {
  return Math.max(1, chunk >> 6);
}

/** The size at which arrays of `capacity` entries start growing: full below `stepsFrom`. */
export function growthStart(capacity: number, chunk: number, stepsFrom: number): number {
  if (capacity < stepsFrom) return capacity;
  // The copy gains chunk / every − 1 entries on the size for each step's worth of inserts: room
  // for twice the inserts it needs to catch up.
  return capacity - Math.min(capacity, Math.ceil((2 * capacity) / (chunk / stepEvery(chunk) - 1)));
}
