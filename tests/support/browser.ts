import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium, installed by scripts/ensure-chromium.sh; never a downloaded build. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
