// @ts-check
/**
 * The subset of nginx's server-side includes that the shell writes (shell/src/server/
 * slot-includes.ts), and nothing more: `<!--# include virtual="…" [stub="…"] -->` and
 * `<!--# block name="…" -->…<!--# endblock -->`. This project's own parser, kept to that
 * contract: any other `<!--#` comment is left as it is. The page is read byte for byte (as
 * latin1), so whatever the shell sent outside the directives comes out unchanged.
 *
 * Every include is fetched at once, as nginx issues its subrequests while it parses; the answers
 * are joined in document order. An include that yields nothing is replaced by its stub block's
 * content, or by nothing. Values are taken as written: the shell's are URL-encoded (no `"`, `\`
 * or `$`, which nginx would treat specially).
 */

const DIRECTIVE = /<!--#\s*(include|block|endblock)((?:\s+\w+="[^"]*")*)\s*-->/g;
const PARAMETER = /(\w+)="([^"]*)"/g;

/**
 * @param {Buffer} page the page, as the shell sent it
 * @param {(virtual: string) => Promise<Buffer>} fetchInclude an include's content; empty when it
 *   failed
 * @returns {Promise<Buffer>} the composed page
 */
export async function composeIncludes(page, fetchInclude) {
  const html = page.toString('latin1');
  /** @type {Array<string | { virtual: string, stub?: string }>} */
  const parts = [];
  /** @type {Map<string, string>} */
  const blocks = new Map();
  /** @type {string | null} the block being read; its content is not output */
  let block = null;
  let from = 0;
  for (const match of html.matchAll(DIRECTIVE)) {
    const text = html.slice(from, match.index);
    from = match.index + match[0].length;
    const params = Object.fromEntries(
      [...match[2].matchAll(PARAMETER)].map(([, name, value]) => [name, value]),
    );
    if (block !== null) {
      if (match[1] === 'endblock') {
        blocks.set(block, text);
        block = null;
      }
      continue;
    }
    parts.push(text);
    if (match[1] === 'block') block = params.name ?? '';
    else if (match[1] === 'include' && params.virtual)
      parts.push({ virtual: params.virtual, stub: params.stub });
  }
  parts.push(html.slice(from));

  const composed = await Promise.all(
    parts.map(async (part) => {
      if (typeof part === 'string') return Buffer.from(part, 'latin1');
      const content = await fetchInclude(part.virtual);
      if (content.length > 0) return content;
      return Buffer.from((part.stub && blocks.get(part.stub)) ?? '', 'latin1');
    }),
  );
  return Buffer.concat(composed);
}
