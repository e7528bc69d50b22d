// @ts-check
/**
 * The query a page is rendered with: only the parameters a page uses (docs/product.md: a blog
 * list's `page`, a search's `q`, the careers form's `role`), in that order, as the cache tier keys a page
 * (compose/nginx/cache-front.inc.template). Any other parameter changes nothing a page shows, so
 * it never reaches a remote or an include. And the bound on a page's address: the shell writes the
 * address into each widget's include and into what it asks the route's remote, and an address past
 * the bound would outgrow what the engines and the remotes' servers take (nginx's
 * ssi_value_length, Node's 16 KB of headers). No page of the site needs one that long.
 */
const PAGE_PARAMETERS = ['page', 'q', 'role'];
/** Path and kept query together, as sent on: three times as long once written into an include. */
export const MAX_PAGE_ADDRESS_BYTES = 1024;

/**
 * @param {URL} url the request's target (request-target.cjs)
 * @returns {string} `?page=…&q=…` with the parameters present, or ''
 */
export function pageQuery(url) {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** What a visitor reads when the address is past the bound: a 414, in words, with a way on. */
export const ADDRESS_TOO_LONG_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This address is too long | Omega Health Care</title>
<main>
<h1>This address is too long</h1>
<p>A search or a link made this address longer than any page of the site needs, so no page was looked up.
Try the <a href="/blog/">blog's search</a> with fewer words, or go to the <a href="/">home page</a>.</p>
</main>
</html>
`;
