import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { startStack, startStackOnClientCopy, type Stack } from './stack';

/** The running stack and browser of a test file (read them in tests and later hooks). */
export interface TestStack {
  readonly baseUrl: string;
  readonly uploadsDir: string;
  /** The built client the server serves (a private copy with `clientCopy`: a test may change its files). */
  readonly clientDir: string;
  readonly browser: Browser;
  /** A fresh page (own storage) on the stack; desktop 1280×800 unless options say otherwise. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Registers the file's beforeAll (start the stack, launch Chromium) and afterAll (close both).
 * `clientCopy` serves a private copy of client/dist (see `startStackOnClientCopy`); `env` adds
 * server environment variables (not with `clientCopy`).
 */
export function useStack({
  clientCopy = false,
  env = {},
}: { clientCopy?: boolean; env?: Record<string, string> } = {}): TestStack {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const seeded = inject('seededTemplate');
    stack = await (clientCopy ? startStackOnClientCopy(seeded) : startStack(env, seeded));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const running = (): { stack: Stack; browser: Browser } => {
    if (!stack || !browser) throw new Error('the stack is not running (use it inside tests or hooks)');
    return { stack, browser };
  };
  return {
    get baseUrl() {
      return running().stack.baseUrl;
    },
    get uploadsDir() {
      return running().stack.uploadsDir;
    },
    get clientDir() {
      return running().stack.clientDir;
    },
    get browser() {
      return running().browser;
    },
    newPage: (options) => newPage(running().browser, running().stack.baseUrl, options),
  };
}
