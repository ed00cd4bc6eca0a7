import { LevelLoadError } from './commands/load-level.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { messageOf } from './parse-errors.js';
import { printable } from './printable.js';

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
