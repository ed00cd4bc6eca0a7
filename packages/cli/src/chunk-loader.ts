import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

// Chunks whose cache is missing or out of date: written when the process ends, if it solved a level.
const pending: PendingCache[] = [];
let wanted = false;
let hooked = false;

/**
 * Writes the caches of the chunks loaded without one when the process ends. Called when the run solves
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
 * Runs `<name>.cjs`, a CommonJS chunk of the binary next to this file, and returns its exports. Its
 * compiled code comes from the cache when it was written for this very file, Node and release;
 * otherwise the chunk is compiled as usual (any trouble with the cache only costs time). A chunk has no
 * `import()` of its own (Node 20 offers one only as an experimental feature, with a warning): it
 * imports through the entry (module-loaders.ts).
 */
export function loadChunk(name: string, folder: string | undefined = cacheFolder()): unknown {
  const file = join(__dirname, `${name}.cjs`);
  // Under --enable-source-maps (debugging), Node's own loader, which reads the chunk's source map: stack
  // traces then point at the TypeScript sources.
  if (process.sourceMapsEnabled) return require(file) as unknown;
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
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, require, module, file, dirname(file));
  return module.exports;
}
