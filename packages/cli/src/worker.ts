// The worker-thread entry: receives levels, solves them with solveLevel, posts the outcome back.
// One level at a time; the pool terminates this thread when a level overruns its time limit.
import { parentPort } from 'node:worker_threads';
import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { messageOf } from './parse-errors.js';
import { pluginOf } from './plugin-check.js';
import { failedReport, solveLevel } from './solve-level.js';
import type { SolveMessage, WorkerMessage } from './worker-protocol.js';

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

const port = parentPort;
if (port) {
  port.on('message', (msg: SolveMessage) => {
    void (async () => {
      const start = performance.now();
      const post = (m: WorkerMessage): void => port.postMessage(m);
      const plugin = await load(msg.module);
      if (typeof plugin === 'string') {
        const report = failedReport(msg.task, 'error', performance.now() - start, plugin);
        post({ type: 'done', id: msg.id, outcome: { report, parseError: false } });
        return;
      }
      post({ type: 'started', id: msg.id });
      const onProgress = msg.progress
        ? (progress: SearchProgress): void => post({ type: 'progress', id: msg.id, progress })
        : undefined;
      post({ type: 'done', id: msg.id, outcome: solveLevel(plugin, msg.task, onProgress) });
    })();
  });
}
