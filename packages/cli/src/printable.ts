import type { CliIO } from './io.js';

// What a terminal acts on or a reader cannot see: C0 controls but tab and line feed, DEL and C1 (as
// `\xNN`); the marks that reorder text right to left (as `\uNNNN`, so a file name cannot show itself
// backwards).
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A text safe to write on a terminal: control characters (tab and line feed aside) shown as `\xNN`,
 * and bidirectional marks as `\uNNNN`, so that a file name, a level name or a merged report cannot move
 * the cursor, clear the screen, set the window title or show itself reversed.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

// The command line's own escapes, kept as they are: the colours of ✓ and ✗ (node:util styleText) and
// the progress line's "back to the start of the line, clear it".
const OWN_ESCAPES = /(\x1b\[3[129]m|\r\x1b\[K)/;

/** `text` made {@link printable}, except the command line's own colour and progress-line escapes. */
export function printableOutput(text: string): string {
  if (!/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text)) return text;
  return text
    .split(OWN_ESCAPES)
    .map((part, i) => (i % 2 === 1 ? part : printable(part)))
    .join('');
}

/**
 * `io` with both streams writing {@link printableOutput}: whatever text from outside a message holds
 * (file and level names, a game's messages, fields of merged reports), nothing reaches the terminal
 * that it would act on. JSON lines are unchanged (see {@link jsonLine}).
 */
export function printableIO(io: CliIO): CliIO {
  const { stdout, stderr } = io;
  return {
    ...io,
    stdout: { write: (text: string) => stdout.write(printableOutput(text)) },
    stderr: {
      write: (text: string) => stderr.write(printableOutput(text)),
      get isTTY() {
        return stderr.isTTY === true;
      },
      get columns() {
        return stderr.columns ?? 80;
      },
    },
  };
}

/**
 * One `--json` line: `JSON.stringify` escapes C0 controls; DEL, C1 and the bidirectional marks are
 * escaped here too (as `\u00NN`, which JSON reads back as the same character), so that the line is
 * printable as it is and still parses to the same value.
 */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
