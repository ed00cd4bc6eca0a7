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

/** Encodes a level for the link. */
export async function linkLevel(text: string): Promise<LinkLevel> {
  if (text.length <= PLAIN_UP_TO) return { level: text };
  const packed = await deflate(text);
  return packed.length <= MAX_LINK_LEVEL ? { z: packed } : { tooLarge: true };
}

/** Decodes a `z` parameter; throws on a damaged one. */
export async function unpackLevel(z: string): Promise<string> {
  const bytes = fromBase64Url(z);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
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
