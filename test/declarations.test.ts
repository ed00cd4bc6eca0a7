// The build's type declarations (scripts/declarations.mjs), on small packages written here: what the
// exports name and what it imports is declared, in both formats; nothing else; and a source that
// cannot be declared without a type checker fails the build at its position.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emitDeclarations } from '../scripts/declarations.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A package in a fresh folder: its exports and its source files by path. */
function packageWith(exports: Record<string, unknown>, sources: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'declarations-'));
  made.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'example', type: 'module', exports }));
  const compilerOptions = { rootDir: 'src', outDir: 'dist', module: 'NodeNext', target: 'ES2022', strict: true, declaration: true };
  writeFileSync(join(dir, 'tsconfig.build.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const dual = (name: string) => ({ import: { types: `./dist/${name}.d.ts` }, require: { types: `./dist/${name}.d.cts` } });

describe('the type declarations of a package', () => {
  it('declares what the exports name and what it imports, in an ESM and a CommonJS tree, and nothing else', () => {
    const dir = packageWith(
      { '.': dual('index'), './extra': dual('extra/index') },
      {
        'src/index.ts':
          "export { helper } from './inner/helper.js';\nexport type { Shape } from './shape.js';\n/** The answer. */\nexport const answer: number = 42;\n",
        'src/inner/helper.ts': "import type { Shape } from '../shape.js';\nexport function helper(s: Shape): Shape {\n  return s;\n}\n",
        'src/shape.ts': 'export interface Shape {\n  readonly side: number;\n}\n',
        'src/extra/index.ts': "export const size = (s: import('../shape.js').Shape): number => s.side;\n",
        'src/unused.ts': 'export const never: string = "not exported by the package";\n',
      },
    );
    const { files } = emitDeclarations(dir);
    expect(files).toBe(4);
    const read = (path: string) => readFileSync(join(dir, 'dist', path), 'utf8');
    expect(read('index.d.ts')).toContain("export { helper } from './inner/helper.js';");
    expect(read('index.d.ts')).toContain('/** The answer. */\nexport declare const answer: number;');
    expect(read('index.d.cts')).toContain("export { helper } from './inner/helper.cjs';");
    expect(read('index.d.cts')).toContain("export type { Shape } from './shape.cjs';");
    expect(read('inner/helper.d.cts')).toContain("import type { Shape } from '../shape.cjs';");
    expect(read('extra/index.d.cts')).toContain('import("../shape.cjs").Shape');
    expect(read('shape.d.ts')).toContain('readonly side: number;');
    expect(existsSync(join(dir, 'dist', 'unused.d.ts'))).toBe(false);
  });

  it('fails at the position of a declaration that needs the type checker', () => {
    const dir = packageWith({ '.': dual('index') }, { 'src/index.ts': "export const guess = Math.random() > 0.5 ? 1 : 'one';\n" });
    expect(() => emitDeclarations(dir)).toThrow(/src[\\/]index\.ts:1:14: error TS9010: /);
  });

  it('fails when the exports name a declaration with no source', () => {
    const dir = packageWith({ '.': dual('index'), './gone': dual('gone') }, { 'src/index.ts': 'export const a: number = 1;\n' });
    expect(() => emitDeclarations(dir)).toThrow(/src[\\/]gone\.ts: no such source file/);
  });
});
