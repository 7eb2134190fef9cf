import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DesignDocument } from '@podkit/design';

/**
 * Records what the design editor announces with its public `podkit:documentchange` event: the
 * latest document and how many changes came. Call before the page loads.
 */
export async function recordDesignChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __designDocument: unknown; __designChanges: number };
    state.__designChanges = 0;
    document.addEventListener('podkit:documentchange', (event) => {
      state.__designDocument = (event as CustomEvent).detail;
      state.__designChanges += 1;
    });
  });
}

/** The document the editor last announced. */
export function currentDocument(page: Page): Promise<DesignDocument> {
  return page.evaluate(
    () => (window as unknown as { __designDocument: DesignDocument }).__designDocument,
  );
}

/** How many changes the editor has announced. */
export function designChanges(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __designChanges: number }).__designChanges);
}

/** Waits until the editor has its blank, document and stage. */
export async function waitForEditor(page: Page): Promise<void> {
  const editor = page.getByTestId('design-editor');
  await expect.poll(() => editor.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
}
