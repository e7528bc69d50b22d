/**
 * The pages a browser gets when it posted the careers page's plain form (no script): the receipt
 * or the refusal in words, and a link back to the careers page. Whole documents that need nothing
 * else: no script, no image, one stylesheet allowed by its hash.
 */
import crypto from 'node:crypto';
import type { UploadReceipt } from '@practice/shared-types';

const STYLE = `
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b36;background:#eef8f8}
main{box-sizing:border-box;max-width:40rem;margin:2rem auto;padding:2rem 1.5rem;background:#fff;border-top:6px solid #0f4c75;border-radius:.75rem;box-shadow:0 4px 18px rgb(15 76 117/12%)}
main.refused{border-top-color:#b3261e}
h1{margin:0 0 1rem;color:#0f4c75;font-size:1.75rem;line-height:1.25}
.refused h1{color:#b3261e}
.reference{font-size:1.25rem;font-weight:700;letter-spacing:.08em}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:999px;background:#0f4c75;color:#fff;font-weight:700;text-decoration:none}
a:hover{text-decoration:underline}
a:focus-visible{outline:3px solid #f2a541;outline-offset:3px}
@media (max-width:40rem){main{margin:0;border-radius:0}}
`.trim();

/** Sent with every page: only its own stylesheet may apply, nothing may run, frame or post it. */
export const PAGE_SECURITY_POLICY = [
  `default-src 'none'`,
  `style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function page(title: string, kind: 'received' | 'refused', content: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head>` +
    `<body><main class="${kind}">${content}</main></body></html>`
  );
}

const backLink = (careersUrl: string, label: string) =>
  `<p><a href="${escapeHtml(careersUrl)}">${escapeHtml(label)}</a></p>`;

/** The answer to a stored application: the success text of docs/product.md with the reference to quote. */
export function receiptPage(receipt: UploadReceipt, careersUrl: string): string {
  const files = receipt.files === 1 ? '1 file' : `${receipt.files} files`;
  return page(
    'Application received',
    'received',
    `<h1>Application received</h1>` +
      `<p>Files successfully uploaded! Your reference is ` +
      `<span class="reference">${escapeHtml(receipt.id)}</span>.</p>` +
      `<p>We have your application for ${escapeHtml(receipt.role)} (${files}). Our hiring team ` +
      `will be in touch; please quote the reference if you contact us about it.</p>` +
      backLink(careersUrl, 'Back to careers'),
  );
}

/** The answer to an application that was not stored, with the reason in the function's words. */
export function refusalPage(message: string, careersUrl: string): string {
  return page(
    'Application not sent',
    'refused',
    `<h1>Your application was not sent</h1><p>${escapeHtml(message)}</p>` +
      backLink(careersUrl, 'Back to careers to try again'),
  );
}
