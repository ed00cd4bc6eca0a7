import type { ParsedArgs } from '../args.js';
import type { GameEntry } from '../games.js';
import type { CliIO } from '../io.js';
import { reportFailure } from '../failure.js';
import { renderCommand } from './render.js';
import { verifyCommand } from './verify.js';

/** Runs `verify` or `render` in this thread and returns the exit code; never throws. */
export async function runCommand(command: 'verify' | 'render', entry: GameEntry, args: ParsedArgs, io: CliIO): Promise<number> {
  try {
    return command === 'verify' ? await verifyCommand(entry, args, io) : await renderCommand(entry, args, io);
  } catch (e) {
    return reportFailure(e, io);
  }
}
