import type { RemoteModuleId } from '@practice/shared-types';

/** Marks each remote slot in the HTML, so the page the server sent tells which modules it shows. */
export const SLOT_ATTRIBUTE = 'data-remote-slot';
/** Marks a widget slot whose server HTML waits, not yet hydrated, to near the viewport. */
export const DEFERRED_ATTRIBUTE = 'data-deferred';
/** Marks the notice the server sent in a slot whose remote it could not render. */
export const NOTICE_ATTRIBUTE = 'data-remote-notice';

interface Landing {
  pathname: string;
  /** Each slot the server rendered: its remote's HTML, or null where it sent the notice. */
  slots: Map<RemoteModuleId, string | null>;
}

let landing: Landing = { pathname: '', slots: new Map() };

/**
 * Reads the slots of the page the server sent, before hydration: which remotes it could not
 * render (their notice hydrates as it is, and Retry loads them), and the HTML of the others (kept,
 * so a remote whose code then fails to load leaves its content readable under the notice).
 */
export function readLandingSlots(root: HTMLElement, pathname: string): void {
  const slots = new Map<RemoteModuleId, string | null>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    const unavailable = slot.querySelector(`[${NOTICE_ATTRIBUTE}]`) !== null;
    slots.set(
      slot.getAttribute(SLOT_ATTRIBUTE) as RemoteModuleId,
      unavailable ? null : slot.innerHTML,
    );
  }
  landing = { pathname, slots };
}

/**
 * What the server sent in a slot, for the slot that hydrates it (once): its HTML, null for the
 * notice, undefined when it sent nothing for it (a slot rendered after a navigation).
 */
export function takeLandingSlot(id: RemoteModuleId, pathname: string): string | null | undefined {
  if (pathname !== landing.pathname) return undefined;
  const sent = landing.slots.get(id);
  landing.slots.delete(id);
  return sent;
}
