import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file loads. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the page's entry chunk (the page and its level editor) for eager compilation.
 *
 * @remarks V8 compiles a function on its first call: the first keystroke in the level editor paid
 * for compiling CodeMirror's input path, about twice a later keystroke's script. With the hint,
 * Chromium compiles the whole chunk while it streams the script in, off the page's thread (its
 * load costs the page's thread no more). Browsers without the hint read a comment. The workers'
 * chunks are left alone: their code runs once per message, not on a keystroke. Build only; the
 * chunk gains one line at its top (no source map is built).
 */
export function eagerCompileHints(): Plugin {
  return {
    name: 'puzzle-solvers-eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    // Once the chunks are final: Vite adds its own preamble (the preload map) after renderChunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && !chunk.code.startsWith(EAGER_COMPILE_HINT)) {
            chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
