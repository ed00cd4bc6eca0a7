// The playground in Chromium: the built site served on 127.0.0.1, one browser for the whole file.
// The tests, by what they check, are in browser/; this file starts the session and runs them.
import { describe } from 'vitest';
import { NO_CHROMIUM } from '../scripts/static-site.mjs';
import { gameTests } from './browser/games.js';
import { historyAndLinkTests } from './browser/history-and-links.js';
import { latencyTests } from './browser/latency.js';
import { pageLayoutTests } from './browser/page-layout.js';
import { playByInputTests } from './browser/play-by-input.js';
import { CHROMIUM, playgroundSession } from './browser/session.js';
import { solvingTests } from './browser/solving.js';

if (CHROMIUM === undefined) {
  console.warn(`\n!!! playground browser tests SKIPPED: ${NO_CHROMIUM}\n`);
}

describe.skipIf(CHROMIUM === undefined)('the playground in Chromium', () => {
  const session = playgroundSession();

  // Each test drives its own page: they run side by side, so that one test's waits (the level's
  // parse delay, a solve, a step of the replay) overlap another's work. The keystroke latency
  // test runs alone afterwards, on a page with nothing beside it.
  describe.concurrent('pages side by side', { timeout: 120_000 }, () => {
    gameTests(session);
    solvingTests(session);
    playByInputTests(session);
    historyAndLinkTests(session);
    pageLayoutTests(session);
  });

  describe('a page alone (latency)', () => {
    latencyTests(session);
  });
});
