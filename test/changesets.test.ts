// Every changeset is one `changesets version` can read: front matter naming public packages of this
// workspace with a bump type, and a summary. (A formatter once turned the front matter into a heading.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import parse from '@changesets/parse';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = join(root, '.changeset');
const publicPackages = readdirSync(join(root, 'packages'))
  .map((d) => join(root, 'packages', d, 'package.json'))
  .filter(existsSync)
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as { name: string; private?: boolean })
  .filter((p) => p.private !== true)
  .map((p) => p.name);
const changesets = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md');

describe('the changesets', () => {
  it('exist', () => {
    expect(changesets.length).toBeGreaterThan(0);
  });

  it.each(changesets)('%s names public packages with a bump type, and says what changed', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text.startsWith('---\n'), 'front matter first').toBe(true);
    const { releases, summary } = parse(text);
    expect(releases.length).toBeGreaterThan(0);
    for (const r of releases) {
      expect(publicPackages).toContain(r.name);
      expect(['major', 'minor', 'patch']).toContain(r.type);
    }
    expect(summary.trim()).not.toBe('');
  });
});
