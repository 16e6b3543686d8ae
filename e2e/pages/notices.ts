import { expect, type BrowserContext, type Page } from '@playwright/test';

// The app's snackbar shows a success notice for two seconds. On a busy machine a walk can look for it
// after it has gone, so every page of a walk records each notice as it appears, and a walk asks the
// record instead of the screen.

declare global {
  interface Window {
    __notices?: string[];
  }
}

/** Records, in every page of the context, the text of each notice the snackbar shows. */
export async function recordNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const notices: string[] = [];
    window.__notices = notices;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.MuiSnackbar-root .MuiAlert-message')) {
        if (seen.has(message)) continue;
        seen.add(message);
        notices.push((message.textContent ?? '').trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits for a notice with this text to have been shown since the last one a walk waited for; that one
 * and every notice before it are then taken off the record, so the next wait needs a new notice.
 */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const notices = window.__notices ?? [];
          const at = notices.indexOf(wanted);
          if (at < 0) return notices;
          notices.splice(0, at + 1);
          return 'shown';
        }, text),
      // asked every 250 ms, not expect.poll's default steps up to every second: a save's notice comes
      // within a second or two, and the walk went on up to a second after it (decision 365)
      { message: `the notice "${text}"`, intervals: [100, 250] },
    )
    .toBe('shown');
}
