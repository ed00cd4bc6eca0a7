import { existsSync } from 'node:fs';

/** Where a Chromium of the OS is looked for (`CHROMIUM_PATH` first). */
const CANDIDATES = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium to drive, or undefined when none is installed. */
export function findChromium(): string | undefined {
  return CANDIDATES.find((path): path is string => path !== undefined && path !== '' && existsSync(path));
}

/**
 * Flags for a headless Chromium here: as root it needs `--no-sandbox`, and with no network but the
 * loopback its background connections only fail, so they are switched off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
