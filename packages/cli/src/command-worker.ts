import { Worker } from 'node:worker_threads';
import type { ParsedArgs } from './args.js';
import type { GameEntry } from './games.js';
import { EXIT, readStdin, type CliIO } from './io.js';
import { messageOf } from './parse-errors.js';
import { defaultWorkerUrl } from './pool.js';
import { InputError } from './read-input.js';
import { formatMs } from './report.js';
import type { CommandMessage, WorkerMessage } from './worker-protocol.js';

/** Limits of a `verify` or `render` run in its own thread. */
export interface CommandLimits {
  /** The time the whole command may take; none when absent. */
  readonly timeoutMs?: number;
  /** The heap limit of its thread, in MB. */
  readonly memoryMb?: number;
  readonly workerUrl?: URL;
}

/**
 * Runs `verify` or `render` in a worker thread, with its output relayed in order: a level that makes the
 * game's parser or verifier run away (a parse bomb) ends that thread, with a line saying so and exit
 * code 1, not the process.
 */
export async function runCommandInWorker(
  command: 'verify' | 'render',
  entry: GameEntry & { module: string },
  args: ParsedArgs,
  io: CliIO,
  limits: CommandLimits,
): Promise<number> {
  let stdin: string | undefined;
  try {
    if (args.positionals.includes('-')) stdin = await readStdin(io);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    io.stderr.write(`${e.message}\n`);
    return e.parseError ? EXIT.usage : EXIT.failed;
  }
  const worker = new Worker(
    limits.workerUrl ?? defaultWorkerUrl(),
    limits.memoryMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } } : {},
  );
  const msg: CommandMessage = { type: 'command', id: 1, module: entry.module, command, args, cwd: io.cwd, stdin, color: io.color === true };
  const what = command === 'verify' ? 'verifying' : 'rendering';
  try {
    return await new Promise<number>((resolve) => {
      let done = false;
      const fail = (why: string): void => {
        if (done) return;
        done = true;
        io.stderr.write(`puzzle-solve: ${entry.plugin.name} stopped while ${what}: ${why}\n`);
        resolve(EXIT.failed);
      };
      const timer =
        limits.timeoutMs !== undefined
          ? setTimeout(() => fail(`it ran past the time limit (${formatMs(limits.timeoutMs!)})`), limits.timeoutMs)
          : undefined;
      const settle = (f: () => void): void => {
        if (timer) clearTimeout(timer);
        f();
        done = true;
      };
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'write') (m.stream === 'stdout' ? io.stdout : io.stderr).write(m.text);
        else if (m.type === 'exit' && !done) settle(() => resolve(m.code));
      });
      worker.on('error', (e: Error & { code?: string }) =>
        settle(() => fail(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : `the worker thread failed: ${messageOf(e)}`)),
      );
      worker.on('exit', (code) => settle(() => fail(`the worker thread exited with code ${code}`)));
      worker.postMessage(msg);
    });
  } finally {
    await worker.terminate();
  }
}
