import {
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
 */
function closeLandingPopupIfSeen(seenKey: string, popupId: string) {
  try {
    if (!sessionStorage.getItem(seenKey)) {
      sessionStorage.setItem(seenKey, '1');
      return;
    }
  } catch {
    return;
  }
  new MutationObserver((_, observer) => {
    const popup = document.getElementById(popupId);
    if (!(popup instanceof HTMLDialogElement)) return;
    observer.disconnect();
    popup.close();
  }).observe(document, { childList: true, subtree: true });
}

const source = `(${closeLandingPopupIfSeen.toString()})(${JSON.stringify(LANDING_POPUP_SEEN_KEY)},${JSON.stringify(LANDING_POPUP_ID)})`;

/** The script element, for the start of the head (before the stylesheet, so it waits for none). */
export const landingPopupScript = `<script>${source}</script>`;

/** What the Content-Security-Policy allows of inline script: this one, by its hash. */
export const landingPopupScriptHash = inlineScriptHash(source);
