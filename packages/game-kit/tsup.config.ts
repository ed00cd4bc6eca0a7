// The shared library build (ESM + CJS + d.ts): see tsup.library.ts at the repository root.
export { default } from '../../tsup.library.js';
