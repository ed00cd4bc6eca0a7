// The build the `integration` project needs (the packed tarballs, the binary, the built site), started
// in the background when a run begins, so that the `quick` project, which tests the sources and runs
// first (`sequence.groupOrder`), uses the cores while Turborepo builds (an unchanged package is not
// rebuilt). Each integration file waits for it in scripts/vitest-await-build.ts; a failed build fails
// those files with the build's log, and the quick files still run.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the background build writes `{ status, log }` to when it ends. */
    buildResult: string;
  }
}

export default function startBuild(project: TestProject): () => Promise<void> {
  const folder = join(root, '.tmp', 'test-build');
  mkdirSync(folder, { recursive: true });
  const result = join(folder, `${process.pid}.json`);
  project.provide('buildResult', result);
  const child = spawn(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    log += d.toString();
  });
  // Written whole, then renamed into place: a file waiting for it never reads half of it.
  const finish = (status: number, text: string): void => {
    writeFileSync(`${result}.tmp`, JSON.stringify({ status, log: text }));
    renameSync(`${result}.tmp`, result);
  };
  const ended = new Promise<void>((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      // What the build printed (a line per package built, or a failed package's whole log) goes to the
      // terminal as soon as it ends, as it did when the test command built before vitest started.
      process.stderr.write(status === 0 ? log : `\nthe build for the integration tests failed (exit ${code ?? signal}):\n${log}\n`);
      finish(status, log);
      resolve();
    });
    child.on('error', (error) => {
      finish(1, `${log}\n${error.message}`);
      resolve();
    });
  });
  // A run that ends (or is stopped) before the build does still waits for it: no orphan writing dist/.
  return async () => {
    await ended;
    rmSync(result, { force: true });
  };
}
