// Fixed fast-check seed so runs are reproducible; override with FC_SEED=<n> to replay or explore.
import fc from 'fast-check';

const seed = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : 20261122;
fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 100) });
if (!(globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted) {
  (globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted = true;
}
