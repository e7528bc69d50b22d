/** What a test reads of a rendered page's structured data, and of the breadcrumb it mirrors. */

/** Every JSON-LD block in the document, parsed: a block that is not valid JSON fails the test. */
export function jsonLdBlocks(): Array<Record<string, unknown>> {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

/** The JSON-LD block of a schema.org type; fails when there is not exactly one. */
export function jsonLdOfType(type: string): Record<string, unknown> {
  const blocks = jsonLdBlocks().filter((block) => block['@type'] === type);
  expect(blocks).toHaveLength(1);
  return blocks[0];
}

interface ListItem {
  position: number;
  name: string;
  item: string;
}

/** The one BreadcrumbList's items. */
export function breadcrumbItems(): ListItem[] {
  return jsonLdOfType('BreadcrumbList').itemListElement as ListItem[];
}

/** The visible breadcrumb's labels, in order. */
export function visibleCrumbs(): string[] {
  const breadcrumb = document.querySelector('nav[aria-label="Breadcrumb"]');
  return Array.from(breadcrumb?.querySelectorAll('li') ?? [], (item) => item.textContent ?? '');
}
