import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Zero WCAG 2.1 A and AA violations in the page as it is now (open menus and dialogs included),
 * or in the part of it that `within` selects.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_21_A_AA);
  const results = await (within ? axe.include(within) : axe).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
    ),
  ).toEqual([]);
}
