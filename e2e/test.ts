import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RunOptions } from 'axe-core';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The stories' `test`: Playwright's, with every page and dialog a story shows checked by axe-core
 * (WCAG 2.0, 2.1 and 2.2, A and AA; docs/decisions/050), each state once per run.
 *
 * A state is a route (its path with ids as `:id`, and its query's keys) with the dialogs open on
 * it. The story's page hands each state it shows, once nothing loads (watchStates below), to a page
 * of its own holding a copy of the markup, where axe runs on it in the light and the dark theme, at
 * a desktop's and a phone's width: the story goes on meanwhile, untouched. Where the shop changes
 * more than its CSS on a phone (the menu), the phone stories (`@mobile`, the Pixel 7 project) show
 * it for real and are checked the same way.
 *
 * A story fails with every violation found on the states it showed first, and with any
 * `aria-labelledby` or `aria-describedby` that names an id the page does not have.
 */
export const test = base.extend<{ accessibility: undefined }, { accessibilityChecker: AccessibilityChecker }>(
  {
    accessibilityChecker: [
      async ({ browser }, use) => {
        const checker = new AccessibilityChecker(browser);
        await use(checker);
        await checker.close();
      },
      { scope: 'worker' },
    ],
    accessibility: [
      async ({ context, accessibilityChecker }, use, testInfo) => {
        await context.exposeBinding('__accessibilityState', (_source, key: string, html: string) => {
          accessibilityChecker.check(key, html, testInfo.project.name);
        });
        await context.addInitScript(watchStates);
        const found = accessibilityChecker.startStory();
        await use(undefined);
        // The state each page ends the story on.
        for (const open of context.pages())
          await open.evaluate(() => window.__accessibilityHandNow?.()).catch(() => undefined);
        const problems = await found();
        if (problems.length > 0) throw new Error(`axe found accessibility problems:\n${problems.join('\n')}`);
      },
      // Its own time: the checks of a story's last states may still be running when it ends.
      { auto: true, timeout: 120_000 },
    ],
  },
);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 915 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** The rules whose outcome a page's colours decide. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Where the copy of a page is served from, on the shop's own origin (its CSS and images load). */
const SNAPSHOT_PATH = '/__accessibility-snapshot';

/**
 * The states checked so far in this run: by this worker (it runs the whole shard, `workers: 1`) and,
 * with E2E_ACCESSIBILITY_CHECKED naming a file (a state a line, .ci/run), by the run's other shard
 * and by the worker a failed story replaced.
 */
const checkedFile = process.env.E2E_ACCESSIBILITY_CHECKED;
const checked = new Set<string>(
  checkedFile && existsSync(checkedFile) ? readFileSync(checkedFile, 'utf8').split('\n').filter(Boolean) : [],
);

class AccessibilityChecker {
  private context: Promise<{ context: BrowserContext; page: Page }> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private problems: string[] = [];
  private spentMs = 0;
  private checkedHere: string[] = [];

  constructor(private readonly browser: Browser) {}

  /** Starts collecting for a story; the returned function waits for its checks and says what failed. */
  startStory() {
    this.problems = [];
    return async () => {
      await this.queue;
      return this.problems;
    };
  }

  /** Checks a state the story's page shows, unless it was checked already in this run. */
  check(key: string, html: string, project: string) {
    const state = `${project} ${key}`;
    if (checked.has(state)) return;
    checked.add(state);
    this.checkedHere.push(state);
    if (checkedFile) appendFileSync(checkedFile, `${state}\n`);
    this.queue = this.queue.then(async () => {
      const started = performance.now();
      await this.analyse(state, html).catch((err: unknown) => {
        this.problems.push(`${state}: the check itself failed: ${String(err)}`);
      });
      this.spentMs += performance.now() - started;
    });
  }

  async close() {
    await this.queue;
    console.log(
      `axe checked ${this.checkedHere.length} page and dialog states, each in 2 themes at 2 widths, in ${Math.round(this.spentMs / 1000)} s`,
    );
    if (process.env.E2E_ACCESSIBILITY_LOG) for (const state of this.checkedHere) console.log(`  ${state}`);
    const opened = await this.context;
    await opened?.context.close();
  }

  private async page() {
    this.context ??= (async () => {
      const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
      const context = await this.browser.newContext({ baseURL });
      const page = await context.newPage();
      // An empty page on the shop's origin (its CSS, fonts and images load in each copy), with axe put
      // in once: each copy is written into it (document.open keeps the window, and axe with it).
      await page.route(`**${SNAPSHOT_PATH}`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!DOCTYPE html><html><body></body></html>',
        }),
      );
      await page.goto(SNAPSHOT_PATH);
      await page.evaluate(AXE_SOURCE);
      return { context, page };
    })();
    return (await this.context).page;
  }

  /**
   * axe on the copy, at each width and in each theme. The copy holds no script, so a new width lays
   * the same markup out again as a reload would. The widths are taken from the one the page has, so
   * a state starts without a resize.
   */
  private async analyse(state: string, html: string) {
    const page = await this.page();
    await page.evaluate((markup) => {
      document.open();
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to replace a document in place, keeping its window (and axe in it)
      document.write(markup);
      document.close();
    }, withoutScripts(html));
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => document.fonts.ready);
    const widths = page.viewportSize()?.width === WIDTHS[1].width ? [...WIDTHS].reverse() : WIDTHS;
    for (const size of widths) {
      const now = page.viewportSize();
      if (now?.width !== size.width || now.height !== size.height)
        await page.setViewportSize({ width: size.width, height: size.height });
      for (const theme of THEMES) {
        await page.evaluate((dark) => {
          document.documentElement.classList.toggle('dark', dark);
          document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
        }, theme === 'dark');
        const where = `${state} (${size.name}, ${theme})`;
        // The themes differ in their colours only: the dark one is checked for what colours decide.
        const options: RunOptions = {
          runOnly:
            theme === 'dark' ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
        };
        for (const violation of await page.evaluate(runAxe, options))
          this.problems.push(`${where}: ${violation}`);
        if (theme === 'light' && size.name === 'desktop') {
          for (const missing of await page.evaluate(missingReferences))
            this.problems.push(`${where}: ${missing}`);
        }
      }
    }
  }
}

/** axe-core's script, as its Playwright binding would put it into a page (without re-reading it each time). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** In the copy: axe's violations, each with its first three nodes. */
async function runAxe(options: RunOptions) {
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  const results = await axe.run(document, options);
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${violation.id} (${violation.impact ?? 'minor'}) ${violation.help}: ${targets.join('; ')}`;
  });
}

/**
 * The page's markup without its scripts, and with nothing moving: what it shows once settled, in
 * standards mode as the shop's pages are (an element's markup has no doctype), its header in place.
 */
function withoutScripts(html: string) {
  return `<!DOCTYPE html>${html}`
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(
      '</head>',
      // The shop's header as it stands at the top of a page: one hidden by a scroll (moved up out of
      // the window) has no background under it for axe to read its colours against.
      '<style>*,*::before,*::after{animation:none!important;transition:none!important}header{translate:none!important}</style></head>',
    );
}

/** Every aria-labelledby and aria-describedby that names an id the page does not have. */
function missingReferences() {
  const missing: string[] = [];
  for (const attribute of ['aria-labelledby', 'aria-describedby']) {
    for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id))
          missing.push(`${attribute}="${id}" on <${element.tagName.toLowerCase()}> names no element`);
      }
    }
  }
  return missing;
}

declare global {
  interface Window {
    __accessibilityState?: (key: string, html: string) => Promise<void>;
    __accessibilityHandNow?: () => void;
  }
}

/**
 * In the story's page: hands each state not handed yet to the checker, with its markup, once nothing
 * is loading, at the first of these moments: the page has been still for 150 ms (or has changed for
 * 5 s on end: a carousel turning); the story is about to leave it (a click, a key that submits or
 * closes, the address changing, the page unloading); the story ends.
 */
function watchStates() {
  const QUIET_MS = 150;
  const LONGEST_MS = 5_000;
  const handed = new Set<string>();
  let timer: number | undefined;
  let since = 0;

  // A dialog by the first two words of its title, without the order number, product or doctor
  // it names: "Order MS-2026-4F7K2Q" and "Order MS-2026-ABCDEF" are one dialog.
  const nameOf = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : (dialog.getAttribute('aria-label') ?? '');
    return label
      .split(/\s+/)
      .filter((word) => word && !/\d/.test(word))
      .slice(0, 2)
      .join(' ');
  };
  // A page by its path, ids as `:id`, and the dashboard's tab: filters and pages of a list are the
  // same screen.
  const stateKey = () => {
    const path = location.pathname
      .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/gi, '/:uuid')
      .replace(/\/\d+(?=\/|\.|$)/g, '/:id');
    const tab = new URLSearchParams(location.search).get('tab');
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      .filter((dialog) => dialog.getAttribute('data-state') !== 'closed')
      .map(nameOf)
      .sort();
    return `${path}${tab ? `?tab=${tab}` : ''}${dialogs.map((name) => ` [dialog: ${name}]`).join('')}`;
  };
  const loading = () => document.querySelector('[aria-busy="true"], .animate-pulse') !== null;
  /** Hands the state the page shows now, unless it was handed already or is still loading. */
  const handNow = () => {
    if (!location.protocol.startsWith('http') || !window.__accessibilityState || loading()) return;
    const key = stateKey();
    if (handed.has(key)) return;
    handed.add(key);
    void window.__accessibilityState(key, document.documentElement.outerHTML);
  };
  const settle = () => {
    if (loading() && performance.now() - since < LONGEST_MS) {
      timer = window.setTimeout(settle, QUIET_MS);
      return;
    }
    timer = undefined;
    handNow();
  };
  const changed = () => {
    if (timer === undefined) since = performance.now();
    // A page that never stops changing (a carousel turning) is taken as it is after 5 s.
    else if (performance.now() - since > LONGEST_MS) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(settle, QUIET_MS);
  };
  window.__accessibilityHandNow = handNow;
  // Before the story leaves a state: its click or key acts after this (capture, on the window).
  window.addEventListener('pointerdown', handNow, true);
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === 'Escape' || event.key === ' ') handNow();
    },
    true,
  );
  window.addEventListener('pagehide', handNow);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      handNow();
      original(...args);
      changed();
    };
  }
  window.addEventListener('popstate', changed);
  const start = () => {
    new MutationObserver(changed).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state', 'aria-busy', 'class'],
    });
    changed();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
