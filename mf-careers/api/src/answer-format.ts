/**
 * Which answer a client gets. A browser submitting the careers page's plain form navigates to the
 * answer, and its Accept header puts `text/html` first; the page's script (axios) and other
 * programs ask for JSON or for anything. So: a page when Accept names `text/html` and not
 * `application/json` (either with a q of 0 counts as not named), JSON otherwise.
 */
type AnswerFormat = 'html' | 'json';

/** The media types an Accept header names with a q above 0, lower-cased. */
function namedTypes(accept: string): Set<string> {
  const named = new Set<string>();
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (type && (q === undefined || Number(q.slice(2)) > 0)) named.add(type);
  }
  return named;
}

export function answerFormat(accept: string | undefined): AnswerFormat {
  if (accept === undefined) return 'json';
  const named = namedTypes(accept);
  return named.has('text/html') && !named.has('application/json') ? 'html' : 'json';
}
