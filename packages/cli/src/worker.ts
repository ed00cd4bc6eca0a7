// The worker-thread entry: receives levels, solves them with solveLevel, posts the outcome back; or runs
// `verify`/`render` with their output posted back. One job at a time; the main thread terminates this
// thread when a level overruns its time limit or the thread runs out of memory.
import { parentPort } from 'node:worker_threads';
import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { runCommand } from './commands/run-command.js';
import { EXIT, type CliIO } from './io.js';
import { messageOf } from './parse-errors.js';
import { pluginOf } from './plugin-check.js';
import { printable } from './printable.js';
import type { SolutionNote } from './report.js';
import { failedReport, solveLevel, withStrayErrors } from './solve-level.js';
import { StrayErrors } from './stray-errors.js';
import type { CommandMessage, SolveMessage, WorkerMessage } from './worker-protocol.js';

// What a game prints to stdout (console.log included) goes to the main thread's stderr, through the same
// port as the results, so it arrives before its level's outcome and is not lost when the thread is
// terminated: stdout carries the command line's results (JSON lines with --json).
let jobId = 0;
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  parentPort?.postMessage({ type: 'write', id: jobId, stream: 'stderr', text } satisfies WorkerMessage);
  const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
  callback?.();
  return true;
}) as typeof process.stdout.write;

const plugins = new Map<string, Promise<AnyGamePlugin | string>>();

function load(module: string): Promise<AnyGamePlugin | string> {
  let p = plugins.get(module);
  if (!p) {
    p = import(module).then(
      (mod: unknown) => pluginOf(mod, module),
      (e: unknown) => `cannot load ${module}: ${messageOf(e)}`,
    );
    plugins.set(module, p);
  }
  return p;
}

const stray = new StrayErrors((e) =>
  process.stderr.write(`puzzle-solve: a game left an unhandled error between levels: ${printable(messageOf(e))}\n`),
).open();

async function solve(msg: SolveMessage, post: (m: WorkerMessage) => void): Promise<void> {
  const start = performance.now();
  const plugin = await load(msg.module);
  if (typeof plugin === 'string') {
    const report = failedReport(msg.task, 'error', performance.now() - start, plugin);
    post({ type: 'done', id: msg.id, outcome: { report, parseError: false } });
    return;
  }
  post({ type: 'started', id: msg.id });
  const onProgress = msg.progress ? (progress: SearchProgress): void => post({ type: 'progress', id: msg.id, progress }) : undefined;
  const onSolution = msg.progress ? (note: SolutionNote): void => post({ type: 'solution', id: msg.id, note }) : undefined;
  const { value, stray: left } = await stray.run(() => solveLevel(plugin, msg.task, onProgress, onSolution));
  post({ type: 'done', id: msg.id, outcome: withStrayErrors(msg.task, value, left) });
}

async function command(msg: CommandMessage, post: (m: WorkerMessage) => void): Promise<void> {
  const write =
    (stream: 'stdout' | 'stderr') =>
    (text: string): boolean => {
      post({ type: 'write', id: msg.id, stream, text });
      return true;
    };
  const io: CliIO = {
    stdout: { write: write('stdout') },
    stderr: { write: write('stderr') },
    cwd: msg.cwd,
    color: msg.color,
    ...(msg.stdin !== undefined ? { readStdin: () => msg.stdin! } : {}),
  };
  const plugin = await load(msg.module);
  let code: number;
  if (typeof plugin === 'string') {
    io.stderr.write(`puzzle-solve: ${plugin}\n`);
    code = EXIT.failed;
  } else {
    code = await runCommand(msg.command, { plugin, module: msg.module }, msg.args, io);
  }
  post({ type: 'exit', id: msg.id, code });
}

const port = parentPort;
if (port) {
  const post = (m: WorkerMessage): void => port.postMessage(m);
  port.on('message', (msg: SolveMessage | CommandMessage) => {
    jobId = msg.id;
    void (msg.type === 'solve' ? solve(msg, post) : command(msg, post));
  });
}
