// `npx pnpm lint:package`: publint --strict on every public package, run on the tarball the pinned
// pnpm packs (scripts/lib/pack.mjs, shared with the tests and `lint:types`), so the check sees
// exactly the published files and no package is packed twice in one run. Strict: a warning fails
// as an error does; a suggestion is printed only.
import { readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packedWorkspace } from './lib/pack.mjs';

let failed = 0;
for (const { name, tarball } of packedWorkspace().packages) {
  const bytes = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    strict: true,
  });
  const bad = messages.filter((m) => m.type !== 'suggestion');
  if (bad.length > 0) failed++;
  console.log(`${bad.length === 0 ? '✓' : '✗'} ${name}`);
  for (const m of messages) console.log(`  ${m.type}: ${formatMessage(m, pkg) ?? m.code}`);
}
console.log(failed === 0 ? 'publint --strict: all good in every package.' : `publint --strict: problems in ${failed} package(s).`);
process.exit(failed === 0 ? 0 : 1);
