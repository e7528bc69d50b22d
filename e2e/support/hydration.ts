import type { Page } from '@playwright/test';

/**
 * Collects React's reports of a page it could not hydrate as the server sent it (in production
 * builds the minified errors #418 to #425), and any uncaught error.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /hydrat|Minified React error #4(1[89]|2[0-5])/i.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
