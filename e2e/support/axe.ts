import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Zero WCAG 2.1 A and AA violations in the page as it is now (open menus and dialogs included). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_A_AA).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
    ),
  ).toEqual([]);
}
