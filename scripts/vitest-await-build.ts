// Each integration file starts once the background build (scripts/vitest-build.ts) has ended, and
// fails at once, with the build's log, when it failed.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const file = inject('buildResult');
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
  const { status, log } = JSON.parse(readFileSync(file, 'utf8')) as { status: number; log: string };
  if (status !== 0) throw new Error(`the build failed (exit ${status}), so this file cannot run:\n${log.slice(-8000)}`);
}, 900_000);
