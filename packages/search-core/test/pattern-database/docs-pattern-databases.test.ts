import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const doc = readFileSync(`${root}docs/pattern-databases.md`, 'utf8');
/** Each ```ts block with the comment line before it. */
const blocks = [...doc.matchAll(/<!-- (.+?) -->\n```ts\n([\s\S]*?)```/g)].map((m) => ({ tag: m[1]!, code: m[2]! }));

/** The lines between `// #region name` and `// #endregion name`, without their common indent. */
function region(file: string, name: string): string {
  const text = readFileSync(`${root}packages/search-core/${file}`, 'utf8');
  const start = text.indexOf(`// #region ${name}\n`);
  const end = text.indexOf(`// #endregion ${name}`);
  if (start < 0 || end < 0) throw new Error(`no region ${name} in ${file}`);
  const lines = text.slice(text.indexOf('\n', start) + 1, text.lastIndexOf('\n', end) + 1).split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

describe('docs/pattern-databases.md', () => {
  it('quotes the code of the benchmark as it is', () => {
    const quoted = blocks.filter((b) => b.tag.includes('#'));
    expect(quoted.length).toBeGreaterThanOrEqual(6);
    for (const { tag, code } of quoted) {
      const [file, name] = tag.split('#');
      expect(code, tag).toBe(region(file!, name!));
    }
  });

  it('has a pancake example that runs and finds a shortest stack of flips', async () => {
    const block = blocks.find((b) => b.tag === 'run: pancake');
    expect(block).toBeDefined();
    const dir = `${root}.tmp/docs-pattern-databases`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/pancake.ts`, block!.code);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const mod = (await import(/* @vite-ignore */ `${dir}/pancake.ts`)) as { result: { status: string; cost: number; moves: number[] } };
    log.mockRestore();
    // The oracle: breadth-first search over all 8! stacks from the goal (flips undo themselves).
    const start = [3, 6, 0, 7, 1, 5, 2, 4];
    const distance = new Map([['01234567', 0]]);
    const queue = [[0, 1, 2, 3, 4, 5, 6, 7]];
    for (let i = 0; i < queue.length; i++) {
      const s = queue[i]!;
      for (let k = 2; k <= 8; k++) {
        const t = [...s.slice(0, k).reverse(), ...s.slice(k)];
        if (!distance.has(t.join(''))) {
          distance.set(t.join(''), distance.get(s.join(''))! + 1);
          queue.push(t);
        }
      }
    }
    expect(mod.result.status).toBe('solved');
    expect(mod.result.cost).toBe(distance.get(start.join('')));
    const end = mod.result.moves.reduce((s, k) => [...s.slice(0, k).reverse(), ...s.slice(k)], start);
    expect(end).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
