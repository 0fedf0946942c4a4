/**
 * The system Chromium that the browser stories (playwright.config.ts) and the Lighthouse runs
 * (scripts/lighthouse.ts) drive: never downloaded; CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Its flags for both: no sandbox or GPU (neither exists in a container), and none of Chromium's own
 * network traffic (updates, sync, first-run pages) beside what a story or a measurement asks for.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
