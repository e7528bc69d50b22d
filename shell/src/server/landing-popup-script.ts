import {
  LANDING_POPUP_CLOSING_ATTRIBUTE,
  LANDING_POPUP_ID,
  LANDING_POPUP_SEEN_KEY,
} from '../features/promo-popup/landing-popup-context';
import { inlineScriptHash } from './inline-scripts';

/**
 * Runs in the page's head, before the body is parsed, on a page the pop-up greets: it shows once
 * per browser session. Seen already, the dialog is closed as the parser adds it: mutation records
 * are delivered at the end of the parser's task, before the browser can paint a frame. Apart from
 * boot.js, and first, because the storage's first access is a synchronous round trip to the
 * browser's process (up to 20 ms on a slow host): before the first paint, it holds no tap waiting.
 * Without script, or with storage refused, the pop-up shows on each page it greets.
 *
 * Shown, its closing is painted first: ending the inertness CSS gives the page behind restyles
 * every element of it (about 280 on Home, 15–20 ms on a slow phone), so the dialog is marked as
 * it closes (`beforetoggle`, in any way it closes, before its `open` goes) and the page stays
 * inert (Modal.module.css) until the frame without the dialog has been painted (a task after that
 * frame's callbacks). A key coming down before then ends the mark first and reaches the page; so
 * does the tap after a finger that came down. Where a browser fires no `beforetoggle` for a
 * dialog, the page is restyled in the closing frame, as without script.
 */
function landingPopupInHead(seenKey: string, popupId: string, closingAttribute: string) {
  try {
    if (sessionStorage.getItem(seenKey)) {
      new MutationObserver((_, observer) => {
        const popup = document.getElementById(popupId);
        if (!(popup instanceof HTMLDialogElement)) return;
        observer.disconnect();
        popup.close();
      }).observe(document, { childList: true, subtree: true });
      return;
    }
    sessionStorage.setItem(seenKey, '1');
  } catch {
    // Storage refused: the pop-up shows, as on a first page.
  }
  const earlyInput = ['keydown', 'pointerdown'];
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const popup = event.target as Element;
      if (popup.id !== popupId || event.newState !== 'closed') return;
      const endClosing = () => {
        popup.removeAttribute(closingAttribute);
        for (const type of earlyInput) removeEventListener(type, endClosing, true);
      };
      popup.setAttribute(closingAttribute, '');
      for (const type of earlyInput) addEventListener(type, endClosing, true);
      requestAnimationFrame(() => setTimeout(endClosing));
    },
    true,
  );
}

const source = `(${landingPopupInHead.toString()})(${[
  LANDING_POPUP_SEEN_KEY,
  LANDING_POPUP_ID,
  LANDING_POPUP_CLOSING_ATTRIBUTE,
]
  .map((value) => JSON.stringify(value))
  .join(',')})`;

/** The script element, for the start of the head (before the stylesheet, so it waits for none). */
export const landingPopupScript = `<script>${source}</script>`;

/** What the Content-Security-Policy allows of inline script: this one, by its hash. */
export const landingPopupScriptHash = inlineScriptHash(source);
