/**
 * What a test reads of a rendered page for the crisis-line rule: the page's own text, without the
 * navigation and side panels it holds (a sidebar's link to a mental health article does not make
 * a page about mental health) nor its scripts (JSON-LD is not read by a person).
 */
import { lacksCrisisLine } from '@practice/ui-kit/crisis-topics';

/** The page's own text, one text node after another, separated by spaces. */
export function ownText(element: Element): string {
  const parts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('nav, aside, script, style')) parts.push(node.nodeValue ?? '');
  }
  return parts.join(' ');
}

/** Fails, naming the page, when its own text speaks of a crisis topic without 988 and 911. */
export function expectCrisisLineWhereNeeded(page: string, element: Element): void {
  expect({ page, lacksCrisisLine: lacksCrisisLine(ownText(element)) }).toEqual({
    page,
    lacksCrisisLine: false,
  });
}
