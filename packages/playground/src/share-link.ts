/**
 * The level in a link: plain when short, deflated (`CompressionStream`) and base64url-encoded when
 * long, and not at all past {@link MAX_LINK_LEVEL} characters ("too large to share").
 */

/** Levels up to this many characters go in the link as they are (readable, no decoding). */
export const PLAIN_UP_TO = 1_000;

/** The longest encoded level a link carries: past it, the page says "too large to share". */
export const MAX_LINK_LEVEL = 48_000;

/** How the level goes into the link. */
export type LinkLevel = { readonly level: string } | { readonly z: string } | { readonly tooLarge: true };

/**
 * Encodes a level for the link.
 *
 * @remarks The deflate stops as soon as its output passes what a link carries: a megabyte level
 * that ends "too large to share" costs the worker a fraction of a full compression.
 */
export async function linkLevel(text: string): Promise<LinkLevel> {
  if (text.length <= PLAIN_UP_TO) return { level: text };
  const packed = await deflateUpTo(text, Math.floor((MAX_LINK_LEVEL * 3) / 4));
  if (packed === undefined) return { tooLarge: true };
  const z = toBase64Url(packed);
  return z.length <= MAX_LINK_LEVEL ? { z } : { tooLarge: true };
}

/** Decodes a `z` parameter; throws on a damaged one. */
export async function unpackLevel(z: string): Promise<string> {
  const bytes = fromBase64Url(z);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** How much of the text goes into the compressor at a time (it checks its output in between). */
const DEFLATE_CHUNK = 64 * 1024;

/**
 * The text deflated (raw), or undefined once the output passes `maxBytes`: the text goes in by
 * chunks while the output is read, so that the compression stops early.
 */
async function deflateUpTo(text: string, maxBytes: number): Promise<Uint8Array | undefined> {
  const bytes = new TextEncoder().encode(text);
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.length;
      if (total > maxBytes) {
        over = true;
        await reader.cancel();
        return;
      }
      parts.push(value);
    }
  })();
  try {
    for (let at = 0; at < bytes.length && !over; at += DEFLATE_CHUNK) await writer.write(bytes.subarray(at, at + DEFLATE_CHUNK));
    if (!over) await writer.close();
  } catch {
    // The output passed the bound: the reader cancelled the stream under the writer.
  }
  await reading;
  if (over) return undefined;
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
