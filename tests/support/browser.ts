import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './page-log.js';

/** Browsers this test file launched and has not closed: their pages are shown when a test fails. */
export const openBrowsers = new Set<Browser>();

/** Debian's chromium, installed by scripts/ensure-chromium.sh; never a downloaded build. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  watchBrowser(browser);
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.artifacts/screenshots',
);

/** Where screenshots go (kept by CI as artefacts). */
export function screenshotPath(name: string): string {
  fs.mkdirSync(artifactsDir, { recursive: true });
  return path.join(artifactsDir, `${name}.png`);
}
