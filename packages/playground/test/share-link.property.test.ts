import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkLevel, MAX_LINK_LEVEL, PLAIN_UP_TO, unpackLevel } from '../src/share-link.js';

/** The oracle: the whole text deflated at once, base64url without padding, as long as it is. */
async function fullPackedLength(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = (await new Response(stream).arrayBuffer()).byteLength;
  return Math.ceil((bytes * 4) / 3);
}

/** A text of `length` characters drawn (seeded, mulberry32) from the first `alphabet` printable letters, in lines of 60. */
function randomText(alphabet: number, length: number, seed: number): string {
  let s = seed >>> 0;
  // ASCII codes into bytes, decoded once: a string per character cost more than the property.
  const codes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = (t ^ (t >>> 14)) >>> 0;
    codes[i] = i % 61 === 60 ? 10 : 33 + (r % alphabet);
  }
  return new TextDecoder().decode(codes);
}

/** Level texts: any length to 150,000 characters over 2 to 90 letters (deflated, from far under a link's bound to far over it). */
const levelText = fc
  .record({ alphabet: fc.integer({ min: 2, max: 90 }), length: fc.integer({ min: 200, max: 150_000 }), seed: fc.integer() })
  .map(({ alphabet, length, seed }) => randomText(alphabet, length, seed));

describe('the level in a share link', () => {
  it('is plain when short, deflated when that fits the link (and unpacks to the text), else too large: as a whole-text deflate says', async () => {
    await fc.assert(
      fc.asyncProperty(levelText, async (text) => {
        const link = await linkLevel(text);
        if (text.length <= PLAIN_UP_TO) {
          expect(link).toEqual({ level: text });
          return;
        }
        const fits = (await fullPackedLength(text)) <= MAX_LINK_LEVEL;
        if (!fits) {
          expect(link).toEqual({ tooLarge: true });
          return;
        }
        expect('z' in link).toBe(true);
        if (!('z' in link)) return;
        expect(link.z.length).toBeLessThanOrEqual(MAX_LINK_LEVEL);
        expect(await unpackLevel(link.z)).toBe(text);
      }),
      { numRuns: 40 },
    );
  });

  it('fits in a link exactly up to where the whole-text deflate passes the bound', async () => {
    const fits = async (text: string): Promise<boolean> => (await fullPackedLength(text)) <= MAX_LINK_LEVEL;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.integer(), async (bits, seed) => {
        // Random letters deflate to about their entropy: this text's deflate passes the bound two thirds of the way.
        const whole = randomText(2 ** bits, Math.round((MAX_LINK_LEVEL * 1.5 * 8) / bits), seed);
        expect(await fits(whole)).toBe(false);
        // The longest prefix that fits, by bisection on the oracle.
        let lo = PLAIN_UP_TO;
        let hi = whole.length;
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          if (await fits(whole.slice(0, mid))) lo = mid;
          else hi = mid;
        }
        expect('z' in (await linkLevel(whole.slice(0, lo)))).toBe(true);
        expect(await linkLevel(whole.slice(0, hi))).toEqual({ tooLarge: true });
      }),
      { numRuns: 4 },
    );
  });

  it('says too large for a megabyte that does not compress, and keeps a megabyte that does', async () => {
    let s = 1;
    const noise = Array.from({ length: 1_000_000 }, () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return String.fromCharCode(33 + ((s >>> 8) % 90));
    }).join('');
    expect(await linkLevel(noise)).toEqual({ tooLarge: true });
    const walls = `${'#'.repeat(999)}\n`.repeat(1000);
    const link = await linkLevel(walls);
    expect('z' in link && (await unpackLevel(link.z))).toBe(walls);
  });
});
