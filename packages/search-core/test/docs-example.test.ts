import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('docs/writing-a-game.md', () => {
  it('has a worked example that runs and prints a 6-step solution', async () => {
    const doc = readFileSync(`${root}docs/writing-a-game.md`, 'utf8');
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(1);
    const dir = `${root}.tmp/docs-example`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/push.ts`, blocks[0]!);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const mod = (await import(/* @vite-ignore */ `${dir}/push.ts`)) as { result: { status: string; cost: number; moves: string[] } };
    log.mockRestore();
    expect(mod.result.status).toBe('solved');
    expect(mod.result.cost).toBe(6);
    expect(mod.result.moves.join('')).toBe('LUULUR'); // as the guide says
  });
});
