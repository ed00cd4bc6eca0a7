import type { Plugin } from 'vite';

/**
 * The built site's Content-Security-Policy: script and workers from the site itself only, images
 * from it and from the data and blob URLs the page makes (the boards), styles from its own files
 * and the style attributes of the level editor.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "img-src 'self' data: blob:",
  // The level editor (CodeMirror) sets style attributes; styles cannot run script.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Puts {@link CONTENT_SECURITY_POLICY} in the built page as a `<meta http-equiv>`, so that any
 * static host serves it. Build only: Vite's dev server injects inline styles that it would refuse.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'puzzle-solvers-content-security-policy',
    apply: 'build',
    transformIndexHtml() {
      return [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
      ];
    },
  };
}
