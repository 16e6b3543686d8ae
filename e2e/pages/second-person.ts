import type { Browser, Page } from '@playwright/test';
import { logIn, test } from '../fixtures/test.ts';
import { recordNotices } from './notices.ts';

/**
 * Someone else at the same time: the same administrator signed in in a second browser, its notices
 * recorded as the first one's are. Close it with `page.context().close()`.
 */
export async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await recordNotices(context);
  const page = await context.newPage();
  await logIn(page);
  return page;
}
