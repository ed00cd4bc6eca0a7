// A small seeded random source, so that every fuzz case can be rebuilt from (seed, game, kind, index).

/** A 32-bit hash of a few numbers and strings (FNV-1a, then a final mix). */
export function hashOf(...parts) {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x2c, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** A random source (mulberry32) with the helpers the case generators need. */
export class Random {
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next() {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n) {
    return Math.floor(this.next() * n);
  }

  /** An integer in [lo, hi]. */
  between(lo, hi) {
    return lo + this.int(hi - lo + 1);
  }

  /** One element of a non-empty array. */
  pick(items) {
    return items[this.int(items.length)];
  }

  /** True with probability p. */
  chance(p) {
    return this.next() < p;
  }

  /** A string of n characters drawn from `alphabet` (a string or an array of strings). */
  text(alphabet, n) {
    const parts = [];
    for (let i = 0; i < n; i++) parts.push(alphabet[this.int(alphabet.length)]);
    return parts.join('');
  }
}
