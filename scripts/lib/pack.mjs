// Packs every public package of the workspace as publishing would (the pinned pnpm's `pack`, which
// turns `workspace:` ranges into versions and adds the root LICENSE), once per state of the packages:
// the tarballs are kept in `.tmp/packed/<key>`, where the key hashes every file a tarball is made of
// (path, size, mtime), so that the tests and scripts that need them in one run, or in the next run
// when nothing changed, share one packing. Used by scripts/pack-sizes.mjs and the tests that install
// or lint the tarballs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned pnpm (a dev dependency), run with this Node: never a `pnpm` found on PATH. */
export const pnpmBin = join(root, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

/** The public packages: `{ name, dir, manifest }`, in folder order. */
export function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .sort()
    .map((dir) => ({ dir, file: join(root, 'packages', dir, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .map(({ dir, file }) => ({ dir, manifest: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
}

function addTree(hash, path) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (!st.isDirectory()) {
    hash.update(`${path}\0${st.size}\0${st.mtimeMs}\n`);
    return;
  }
  for (const entry of readdirSync(path).sort()) addTree(hash, join(path, entry));
}

/** A key for the current state of everything the tarballs are made of. */
function stateKey(packages) {
  const hash = createHash('sha256');
  hash.update(readFileSync(pnpmBin));
  addTree(hash, join(root, 'LICENSE'));
  for (const p of packages) {
    const dir = join(root, 'packages', p.dir);
    for (const entry of ['package.json', 'README.md', 'LICENSE', ...(p.manifest.files ?? [])]) addTree(hash, join(dir, entry));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The files of a `.tgz`, with their bytes (a gzipped tar: 512-byte headers, size in octal at 124). */
export function tarballFiles(file) {
  const tar = gunzipSync(readFileSync(file));
  const field = (header, from, to) => header.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
  const files = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 500);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    if (type === '0') files.push({ path: prefix ? `${prefix}/${name}` : name, size, data: tar.subarray(at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * The packed tarballs of every public package, packing them when the packages changed since the last
 * packing (or never were). Throws, with pnpm's output, when packing fails.
 *
 * @returns `{ dir, packages: [{ name, dir, version, tarball, size, unpacked, files }] }`
 */
export function packedWorkspace() {
  const packages = publicPackages();
  const cache = join(root, '.tmp', 'packed');
  const dir = join(cache, stateKey(packages));
  const manifest = join(dir, 'packed.json');
  if (!existsSync(manifest)) {
    // Packed into a folder of this process's own, then renamed into place at once: two test files
    // asking at the same time each pack, and the second finds the first's in place and drops its own.
    mkdirSync(cache, { recursive: true });
    const partial = join(cache, `partial-${process.pid}-${Date.now()}`);
    mkdirSync(partial);
    const run = spawnSync(
      process.execPath,
      [pnpmBin, '-r', '--filter', '@puzzle-solvers/*', 'pack', '--pack-destination', partial, '--json'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
    );
    if (run.status !== 0) {
      rmSync(partial, { recursive: true, force: true });
      throw new Error(`pnpm pack failed (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
    }
    const byName = new Map(packages.map((p) => [p.name, p]));
    const packed = readdirSync(partial)
      .filter((f) => f.endsWith('.tgz'))
      .map((f) => {
        const files = tarballFiles(join(partial, f));
        const { name } = JSON.parse(files.find((x) => x.path === 'package/package.json')?.data.toString('utf8') ?? '{}');
        return {
          name,
          dir: byName.get(name)?.dir,
          version: byName.get(name)?.manifest.version,
          file: f,
          size: statSync(join(partial, f)).size,
          unpacked: files.reduce((sum, x) => sum + x.size, 0),
          files: files.map((x) => x.path),
        };
      })
      .sort((a, b) => (a.dir < b.dir ? -1 : 1));
    writeFileSync(join(partial, 'packed.json'), `${JSON.stringify(packed, null, 2)}\n`);
    try {
      renameSync(partial, dir);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another process put the same packing in place
    }
    // Older packings are not needed any more.
    for (const old of readdirSync(cache)) {
      if (join(cache, old) === dir || old.startsWith('partial-')) continue;
      rmSync(join(cache, old), { recursive: true, force: true });
    }
  }
  const packed = JSON.parse(readFileSync(manifest, 'utf8')).map((p) => ({ ...p, tarball: join(dir, p.file) }));
  return { dir, packages: packed };
}
