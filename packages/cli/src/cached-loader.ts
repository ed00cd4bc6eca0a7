import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** Set by the build from package.json (the cache of one release is not used by another). */
declare const __PUZZLE_SOLVE_VERSION__: string;

/**
 * The folder of the binary's compile cache: `PUZZLE_SOLVE_CACHE_DIR`, else the user's own cache folder
 * (never a shared one such as the temporary folder: a cache is code that runs). None when
 * `NODE_DISABLE_COMPILE_CACHE` is set (Node's own switch for its compile cache) or no home is known.
 */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | undefined {
  if (env['NODE_DISABLE_COMPILE_CACHE']) return undefined;
  if (env['PUZZLE_SOLVE_CACHE_DIR']) return env['PUZZLE_SOLVE_CACHE_DIR'];
  const home = platform === 'win32' ? env['LOCALAPPDATA'] : env['HOME'];
  if (!home) return undefined;
  if (platform === 'win32') return join(home, 'puzzle-solve', 'cache');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'puzzle-solve');
  return join(env['XDG_CACHE_HOME'] || join(home, '.cache'), 'puzzle-solve');
}

/** A 32-bit FNV-1a hash, in hex: short file names, no crypto module to load. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

interface PendingCache {
  readonly script: Script;
  readonly file: string;
  readonly header: Buffer;
}

// Files whose cache is missing or out of date: written when the process ends, if it solved a level.
const pending: PendingCache[] = [];
let wanted = false;
let hooked = false;
// Every file loaded, by its full path: a package required by two others runs once, as with Node's own.
const loaded = new Map<string, { exports: unknown }>();
// Where a package name led from a folder: a bundled package requires its dependencies from many places,
// and Node's resolution (package.json files, real paths) is a good part of the start-up.
const resolved = new Map<string, string>();

/**
 * Writes the caches of the files loaded without one when the process ends. Called when the run solves
 * a level in this thread: the cache then holds the code that a level needs, compiled (V8 caches every
 * function compiled so far), and a run that only lists games or starts workers leaves none behind that
 * would lack it.
 */
export function keepCompileCache(): void {
  wanted = true;
  if (hooked || pending.length === 0) return;
  hooked = true;
  process.once('exit', () => pending.forEach(writeCache));
}

function writeCache({ script, file, header }: PendingCache): void {
  // A whole file or none: another process may be reading or writing the same cache.
  const temporary = `${file}.${process.pid}.tmp`;
  let written = false;
  try {
    const data = script.createCachedData();
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, Buffer.concat([header, data]), { mode: 0o600 });
    written = true;
    renameSync(temporary, file);
  } catch {
    // A cache that cannot be written only costs the next run its compile time.
    try {
      if (written) rmSync(temporary, { force: true });
    } catch {
      // A stray temporary file is harmless.
    }
  }
}

/**
 * Runs `<name>.cjs`, a CommonJS chunk of the binary next to this file, and returns its exports, through
 * the compile cache (see {@link loadPackage}).
 */
export function loadChunk(name: string, folder: string | undefined = cacheFolder()): unknown {
  return loadFile(join(__dirname, `${name}.cjs`), name, folder);
}

/**
 * Requires a package of this project (`@puzzle-solvers/…`) as Node would, resolved from `from` (this
 * file by default) to its CommonJS entry, and returns its exports. The file's compiled code comes from
 * the cache when it was written for this very file, Node and release; otherwise it is compiled as usual
 * (any trouble with the cache only costs time). The packages it requires in turn that are this
 * project's go through the cache too; anything else goes to Node's `require`.
 *
 * @remarks
 * Node 22 has a compile cache of its own (`module.enableCompileCache`), Node 20 none; this one works on
 * both, and it is written after a level was solved, so that it holds the functions a solve compiles
 * lazily as well (Node's holds those compiled while loading). Code run this way has no `import()` of
 * its own (Node 20 offers one only as an experimental feature, with a warning): it imports through the
 * entry (module-loaders.ts).
 */
export function loadPackage(specifier: string, from: string = __filename, folder: string | undefined = cacheFolder()): unknown {
  const key = `${dirname(from)}\0${specifier}`;
  let file = resolved.get(key);
  if (file === undefined) resolved.set(key, (file = ownPackageEntry(specifier, from) ?? createRequire(from).resolve(specifier)));
  // `<package folder>/dist/index.cjs`: the cache file is named after the package folder.
  return loadFile(file, basename(dirname(dirname(file))), folder);
}

/**
 * The CommonJS entry of one of this project's packages as Node's resolution finds it from `from` (the
 * nearest `node_modules/<name>` up the folders, its `exports` for `require`, the real path), for the
 * one shape these packages have; undefined for anything else, which Node's resolver then handles.
 * Node's own costs milliseconds on first use (it loads its ES module resolver for `exports`).
 */
export function ownPackageEntry(specifier: string, from: string): string | undefined {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', specifier, 'package.json');
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: { '.'?: { require?: { default?: unknown } } } };
        const target = pkg.exports?.['.']?.require?.default;
        if (typeof target !== 'string' || !target.startsWith('./') || target.includes('..')) return undefined;
        return realpathSync.native(join(dirname(manifest), target));
      } catch {
        return undefined;
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function loadFile(file: string, name: string, folder: string | undefined): unknown {
  const known = loaded.get(file);
  if (known) return known.exports;
  const module = { exports: {} as unknown };
  const nodeRequire = createRequire(file);
  // Under --enable-source-maps (debugging), Node's own loader, which reads the file's source map: stack
  // traces then point at the TypeScript sources.
  if (process.sourceMapsEnabled) {
    module.exports = nodeRequire(file);
    loaded.set(file, module);
    return module.exports;
  }
  const source = readFileSync(file, 'utf8');
  let cacheFile: string | undefined;
  let header: Buffer | undefined;
  let cachedData: Buffer | undefined;
  if (folder !== undefined) {
    try {
      const { size, mtimeMs } = statSync(file);
      // V8 checks its own version and flags and the source's length; the rest is checked here.
      header = Buffer.from(`${[__PUZZLE_SOLVE_VERSION__, process.version, process.arch, file, size, mtimeMs].join('\0')}\n`);
      cacheFile = join(folder, `${name}-${fnv(file)}.cache`);
      const stored = readFileSync(cacheFile);
      if (stored.subarray(0, header.length).equals(header)) cachedData = stored.subarray(header.length);
    } catch {
      // No cache yet, or none can be read.
    }
  }
  // The CommonJS wrapper on the first line, as Node's own: line numbers in stack traces stay right.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  if (cacheFile !== undefined && header !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    pending.push({ script, file: cacheFile, header });
    if (wanted) keepCompileCache();
  }
  const require = Object.assign(
    (specifier: string): unknown =>
      specifier.startsWith('@puzzle-solvers/') ? loadPackage(specifier, file, folder) : nodeRequire(specifier),
    { resolve: nodeRequire.resolve, cache: nodeRequire.cache, main: nodeRequire.main, extensions: nodeRequire.extensions },
  );
  // Registered before it runs, as Node does: a cycle gets the exports so far, not a second copy.
  loaded.set(file, module);
  try {
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    run.call(module.exports, module.exports, require, module, file, dirname(file));
  } catch (e) {
    // As Node does: a file that failed is loaded afresh when asked for again.
    loaded.delete(file);
    throw e;
  }
  return module.exports;
}
