import type { ParsedArgs } from '../args.js';
import type { GameEntry } from '../games.js';
import { EXIT, UsageError, type CliIO } from '../io.js';
import { messageOf } from '../parse-errors.js';
import { printable } from '../read-input.js';
import { LevelLoadError } from './load-level.js';
import { renderCommand } from './render.js';
import { verifyCommand } from './verify.js';

/** What a failed command prints, and its exit code. */
export function reportFailure(e: unknown, io: CliIO): number {
  if (e instanceof UsageError) {
    io.stderr.write(`puzzle-solve: ${printable(e.message)}\n(puzzle-solve --help for usage)\n`);
    return EXIT.usage;
  }
  if (e instanceof LevelLoadError) {
    io.stderr.write(`${printable(e.message)}\n`);
    return e.parseError ? EXIT.usage : EXIT.failed;
  }
  io.stderr.write(`puzzle-solve: unexpected error: ${printable(e instanceof Error ? (e.stack ?? e.message) : messageOf(e))}\n`);
  return EXIT.failed;
}

/** Runs `verify` or `render` in this thread and returns the exit code; never throws. */
export async function runCommand(command: 'verify' | 'render', entry: GameEntry, args: ParsedArgs, io: CliIO): Promise<number> {
  try {
    return command === 'verify' ? await verifyCommand(entry, args, io) : await renderCommand(entry, args, io);
  } catch (e) {
    return reportFailure(e, io);
  }
}
