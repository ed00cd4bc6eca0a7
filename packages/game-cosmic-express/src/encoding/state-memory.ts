/**
 * Where the states' packed memory lives. V8 gives a typed array of more than 64 bytes a buffer of
 * its own outside its heap, which costs several times the copy itself; every move of the search
 * copies a state's memory, so the copies are carved out of shared chunks instead. A chunk is freed
 * when no state in it is alive: a depth-first search keeps only its path and the siblings along
 * it, so only a few chunks stay pinned.
 *
 * @module
 */

/** Bytes per chunk: a few dozen states of a large level. */
const CHUNK_BYTES = 16 * 1024;

/** Memories larger than this get buffers of their own (a chunk would hold too few). */
const LARGEST_SHARED = CHUNK_BYTES / 8;

let chunk = new ArrayBuffer(CHUNK_BYTES);
let used = 0;

/**
 * A copy of `mem` in memory of its own (no other state writes it).
 *
 * @internal
 */
export function copyMemory(mem: Uint8Array): Uint8Array {
  const n = mem.length;
  if (n > LARGEST_SHARED) return mem.slice();
  if (used + n > CHUNK_BYTES) {
    chunk = new ArrayBuffer(CHUNK_BYTES);
    used = 0;
  }
  const copy = new Uint8Array(chunk, used, n);
  used += n;
  copy.set(mem);
  return copy;
}
