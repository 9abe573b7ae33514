import { findTool, missingToolMessage, toolOf } from '../scripts/test-tools.mjs';

/**
 * The browser both Playwright suites launch: Debian's Chromium, never a downloaded one.
 *
 * Debian's `chromium-headless-shell` first: it is the headless build Playwright itself runs for
 * headless tests (the same Blink and V8 as `chromium`, without the desktop browser's UI
 * processes). The full browser is the fallback, and what `CHROMIUM_PATH=/usr/bin/chromium` picks
 * to watch a test with `--headed`. Found as npm test's first step finds it (scripts/test-tools.mjs),
 * which installs it when missing.
 */
const chromium = toolOf('chromium-headless-shell');
const found = findTool(chromium).path;
if (!found) throw new Error(missingToolMessage(chromium));

export const CHROMIUM = found;

export const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
