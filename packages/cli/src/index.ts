export { main, USAGE, VERSION, type MainOptions } from './main.js';
export { EXIT, type CliIO } from './io.js';
export { BUILTIN_GAMES, gamePackagesOf, loadGames, type BuiltinGame, type GameEntry, type GameLoadFailure } from './games.js';
export { solveLevel, type LevelTask } from './solve-level.js';
export { WorkerPool, type WorkerPoolOptions } from './pool.js';
export { collectLevelFiles } from './levels.js';
export type { LevelLimit, LevelOutcome, LevelReport, LevelStatus, SolutionNote, VerifyReport } from './report.js';
