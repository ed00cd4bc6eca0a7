// The fuzz worker: loads the built games once, then runs the cases the main thread sends, one at a
// time. The main thread times each case and gives the worker a heap cap, so a hang or a heap bomb
// ends this worker, not the run.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { adaptersOf, GAME_PACKAGES } from './games.mjs';
import { readCorpus } from './corpus.mjs';
import { runCase } from './cases.mjs';

const { root, levelsDir, limits } = workerData;
const modules = {};
for (const name of GAME_PACKAGES) {
  modules[name] = await import(pathToFileURL(join(root, 'packages', name, 'dist', 'index.js')).href);
}
const searchCore = await import(pathToFileURL(join(root, 'packages', 'search-core', 'dist', 'index.js')).href);
const adapters = new Map(adaptersOf(modules).map((a) => [a.name, a]));
const corpora = new Map([...adapters.values()].map((a) => [a.name, readCorpus(levelsDir, a)]));

parentPort.on('message', ({ game, kind, index, seed }) => {
  const adapter = adapters.get(game);
  let reply;
  try {
    reply = runCase(adapter, corpora.get(game), kind, index, seed, limits, searchCore);
  } catch (e) {
    reply = { outcome: 'untyped', detail: `fuzz harness: ${e?.stack ?? e}` };
  }
  parentPort.postMessage({ outcome: reply.outcome, detail: reply.detail });
});
parentPort.postMessage({
  ready: true,
  corpus: Object.fromEntries([...corpora].map(([k, v]) => [k, v.length])),
  huge: Object.fromEntries([...adapters.values()].map((a) => [a.name, a.huge.length * 2])),
});
