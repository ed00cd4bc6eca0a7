import { checkText, readTextStream } from './read-input.js';

/**
 * Where the command line writes, and the folder it resolves paths against.
 *
 * @category Running
 */
export interface CliIO {
  readonly stdout: { write(text: string): unknown };
  /** `isTTY` turns on the live progress line. */
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  readonly cwd: string;
  /** Colour the output (✓ green, ✗ red); default: off. */
  readonly color?: boolean;
  /** Reads all of standard input (for a level or solution given as `-`); default: `process.stdin`. */
  readonly readStdin?: () => string | Promise<string>;
}

/**
 * All of standard input, for a level or solution given as `-`: read asynchronously (Ctrl-C works while
 * it waits), capped, and refused when it looks binary.
 */
export async function readStdin(io: CliIO): Promise<string> {
  if (io.readStdin) return checkText(await io.readStdin(), '<stdin>');
  return readTextStream(process.stdin, '<stdin>');
}

/**
 * The exit codes: 0 all solved or valid, 1 something was not, 2 usage or parse errors, 130 interrupted
 * (Ctrl-C; the binary exits with 143 for SIGTERM).
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** A mistake on the command line: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
