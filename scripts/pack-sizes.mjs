// `npx pnpm sizes`: packs every public package as publishing would and rewrites the tarball table of
// the root README (the `pack-sizes` block): packed and unpacked size and file count of each, and the
// total. Fails when the command line's tarball is over its budget (the CLI ships no other package's
// code: the games, search-core and game-kit are its dependencies).
import { join } from 'node:path';
import { markdownTable, writeBlock } from './lib/marked-block.mjs';
import { packedWorkspace, root } from './lib/pack.mjs';

/** The most the command line's tarball may weigh, in bytes. */
export const CLI_BUDGET = 150_000;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const { packages } = packedWorkspace();
const rows = packages.map((p) => [`\`${p.name}\``, kB(p.size), kB(p.unpacked), String(p.files.length)]);
const total = packages.reduce((sum, p) => ({ size: sum.size + p.size, unpacked: sum.unpacked + p.unpacked }), { size: 0, unpacked: 0 });
rows.push([`all ${packages.length}`, kB(total.size), kB(total.unpacked), String(packages.reduce((n, p) => n + p.files.length, 0))]);
const table = markdownTable(
  [
    { title: 'package', align: 'left' },
    { title: 'packed', align: 'right' },
    { title: 'unpacked', align: 'right' },
    { title: 'files', align: 'right' },
  ],
  rows,
);
const changed = writeBlock(join(root, 'README.md'), 'pack-sizes', `${table}\n`);
process.stdout.write(`${table}\n\nREADME.md ${changed ? 'rewritten' : 'already up to date'}\n`);
const cli = packages.find((p) => p.name === '@puzzle-solvers/cli');
if (cli && cli.size > CLI_BUDGET) {
  process.stderr.write(`@puzzle-solvers/cli packs to ${kB(cli.size)}, over its budget of ${kB(CLI_BUDGET)}\n`);
  process.exitCode = 1;
}
