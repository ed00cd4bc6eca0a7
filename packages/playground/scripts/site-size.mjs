// Builds the site and writes its size per game into the README (between the site-size markers):
// each game's own chunks (one copy for the page and one per worker), and what opening that game
// downloads at most (the code every game shares, the page and the two workers, plus its chunks).
//   node scripts/site-size.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite, PLAYGROUND_DIR } from './static-site.mjs';

const site = await buildSite();
try {
  const assets = join(site, 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  /** @param {string} file @returns {{ raw: number, gzip: number }} */
  const size = (file) => {
    const bytes = readFileSync(join(assets, file));
    return { raw: statSync(join(assets, file)).size, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  /** @param {{ raw: number, gzip: number }[]} list */
  const sum = (list) => list.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const html = readFileSync(join(site, 'index.html'));
  /** @type {Map<string, { raw: number, gzip: number }[]>} */
  const games = new Map();
  const shared = [{ raw: html.length, gzip: gzipSync(html).length }];
  for (const f of files) {
    const m = /^game-([a-z0-9-]+)\.[\w-]+\.js$/.exec(f);
    if (m === null) shared.push(size(f));
    else {
      const game = m[1] ?? '';
      games.set(game, [...(games.get(game) ?? []), size(f)]);
    }
  }
  const common = sum(shared);
  /** @param {number} n */
  const kib = (n) => (n / 1024).toFixed(1);
  const rows = [...games.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, chunks]) => {
      const own = sum(chunks);
      return `| ${game} | ${chunks.length} | ${kib(own.raw)} | ${kib(own.gzip)} | ${kib(common.gzip + own.gzip)} |`;
    });
  const all = sum([...shared, ...[...games.values()].flat()]);
  const table = [
    `Measured by \`node scripts/site-size.mjs\` on ${new Date().toISOString().slice(0, 10)}: the whole site is ${files.length + 1} files,`,
    `${kib(all.raw)} KiB (${kib(all.gzip)} KiB gzipped); the code every game shares (page, board worker, solve worker,`,
    `the level editor, HTML and CSS) is ${kib(common.raw)} KiB (${kib(common.gzip)} KiB gzipped).`,
    '',
    '| game | chunks | KiB | KiB gzipped | opening it: KiB gzipped at most |',
    '| ---- | -----: | --: | ----------: | ------------------------------: |',
    ...rows,
  ].join('\n');
  const readme = join(PLAYGROUND_DIR, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const block = /<!-- site-size -->[\s\S]*<!-- \/site-size -->/;
  if (!block.test(text)) throw new Error('README.md has no <!-- site-size --> block');
  writeFileSync(readme, text.replace(block, `<!-- site-size -->\n${table}\n<!-- /site-size -->`));
  // Laid out as `biome ci` wants (the formatter aligns the table), as the benchmarks' blocks are.
  execFileSync(join(PLAYGROUND_DIR, '..', '..', 'node_modules', '.bin', 'biome'), ['format', '--write', readme], { stdio: 'ignore' });
  console.log(table);
} finally {
  rmSync(site, { recursive: true, force: true });
}
