#!/usr/bin/env node
import { main } from './main.js';

// A closed pipe (`puzzle-solve … | head`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// Ctrl-C: wipe the progress line (if any) so the shell prompt starts clean; 130 is the shell's code for it.
process.once('SIGINT', () => {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  process.exit(130);
});

process.exitCode = await main(process.argv.slice(2));
