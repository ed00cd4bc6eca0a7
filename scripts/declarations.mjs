// Type declarations for a package, written file by file without a type checker: the sources are
// written for `isolatedDeclarations` (explicit types on everything exported), so TypeScript's
// `transpileDeclaration` turns each file into its `.d.ts` alone, in milliseconds, where building them
// through a whole program took most of the build's CPU.
//
// `emitDeclarations(packageDir)` starts from the `types` files the package's `exports` name, follows
// the relative imports of each declaration, and writes, for every source file reached, a `.d.ts`
// (for `import`) and a `.d.cts` whose relative imports name `.cjs` files (for `require`), so that
// TypeScript reads each tree in the format of the build it describes. Called by the tsup builds
// (tsup.library.ts, the command line's tsup.config.ts) once their JavaScript is written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The relative module specifiers of a declaration file (imports, re-exports, `import()` types). */
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** A declaration error with its file position, as the compiler prints it. */
function formatDiagnostic(diagnostic) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${diagnostic.file.fileName}:${line + 1}:${character + 1}: error TS${diagnostic.code}: ${message}`;
}

/** The `types` files a package.json's `exports` (or `types`) name, as paths inside the package. */
function exportedTypes(manifest) {
  const found = new Set();
  const walk = (value, key) => {
    if (typeof value === 'string') {
      if (key === 'types' || /\.d\.c?ts$/.test(value)) found.add(value);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(manifest.exports ?? {}, '');
  if (typeof manifest.types === 'string') found.add(manifest.types);
  return [...found];
}

/**
 * Writes the declarations of the package in `packageDir` (its `tsconfig.build.json` gives the
 * compiler options, `rootDir` and `outDir`). Throws with every declaration error, at its position.
 *
 * @param {string} packageDir
 * @returns {{ files: number, ms: number }} how many source files were declared, and how long it took
 */
export function emitDeclarations(packageDir) {
  const started = performance.now();
  const configPath = join(packageDir, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (parsed === undefined || parsed.errors.length > 0) {
    throw new Error(`${configPath}: ${(parsed?.errors ?? []).map(formatDiagnostic).join('\n') || 'cannot be read'}`);
  }
  const options = { ...parsed.options, declarationMap: false, sourceMap: false, isolatedDeclarations: true };
  const rootDir = resolve(packageDir, parsed.options.rootDir ?? 'src');
  const outDir = resolve(packageDir, parsed.options.outDir ?? 'dist');
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

  // The source file of each promised declaration: dist/x/index.d.ts (or .d.cts) comes from src/x/index.ts.
  const queue = exportedTypes(manifest).map((types) =>
    join(rootDir, relative(outDir, resolve(packageDir, types)).replace(/\.d\.c?ts$/, '.ts')),
  );
  const seen = new Set();
  const errors = [];
  while (queue.length > 0) {
    const source = queue.pop();
    if (seen.has(source)) continue;
    seen.add(source);
    let text;
    try {
      text = readFileSync(source, 'utf8');
    } catch {
      errors.push(`${relative(packageDir, source)}: no such source file (named by package.json or imported by a declaration)`);
      continue;
    }
    const out = ts.transpileDeclaration(text, { compilerOptions: options, fileName: source, reportDiagnostics: true });
    for (const d of out.diagnostics ?? []) errors.push(formatDiagnostic(d));
    for (const m of out.outputText.matchAll(RELATIVE)) {
      const target = resolve(dirname(source), m[3]);
      // Imports name the emitted JavaScript (`./x.js`); the source beside it is `./x.ts`.
      queue.push(target.replace(/\.js$/, '.ts'));
    }
    const base = join(outDir, relative(rootDir, source)).replace(/\.ts$/, '');
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.d.ts`, out.outputText);
    writeFileSync(
      `${base}.d.cts`,
      out.outputText.replace(RELATIVE, (_, before, quote, path) => `${before}${quote}${path.replace(/\.js$/, '.cjs')}${quote}`),
    );
  }
  if (errors.length > 0) throw new Error(`type declarations of ${manifest.name}:\n${errors.join('\n')}`);
  return { files: seen.size, ms: performance.now() - started };
}

// `node scripts/declarations.mjs [packageDir]`: the same, from the command line.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { files, ms } = emitDeclarations(resolve(process.argv[2] ?? '.'));
    process.stderr.write(`declarations: ${files} files in ${ms.toFixed(0)} ms\n`);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
