export * from './level.js';
export { parse, printLevel } from './parse.js';
export * from './rules.js';
export * from './render.js';
