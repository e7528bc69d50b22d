import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Zero WCAG 2.1 A and AA violations in the page as it is now (open menus and dialogs included),
 * or in the part of it that `within` selects. Text axe measured below the contrast it needs but
 * left to review (a color equal to its background's: it could be hidden on purpose) counts too.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_21_A_AA);
  const results = await (within ? axe.include(within) : axe).analyze();
  expect([
    ...results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
    ),
    ...results.incomplete
      .filter((result) => result.id === 'color-contrast')
      .flatMap((result) => result.nodes)
      .flatMap((node) =>
        node.any
          .map((check) => check.data as ContrastData | null)
          .filter(isMeasuredBelow)
          .map(
            (data) =>
              `color-contrast left to review: ${node.target.join(' ')} at ` +
              `${data.contrastRatio}:1 (${data.fgColor} on ${data.bgColor})`,
          ),
      ),
  ]).toEqual([]);
}

/** What axe's color-contrast check records of a text it measured. */
interface ContrastData {
  fgColor: string;
  bgColor: string;
  contrastRatio: number;
  expectedContrastRatio: string;
}

const isMeasuredBelow = (data: ContrastData | null): data is ContrastData =>
  typeof data?.contrastRatio === 'number' &&
  data.contrastRatio > 0 &&
  data.contrastRatio < parseFloat(data.expectedContrastRatio);
