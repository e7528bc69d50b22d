import type { RemoteModuleId } from '@practice/shared-types';

/** Marks each remote slot in the HTML, so a prerendered page tells which modules it shows. */
export const SLOT_ATTRIBUTE = 'data-remote-slot';

/** Marks the head tags written into a prerendered page, which the app replaces with its own. */
const HEAD_TAG_ATTRIBUTE = 'data-prerendered';

interface LandingPage {
  pathname: string;
  slots: Map<RemoteModuleId, string>;
}

let landing: LandingPage = { pathname: '', slots: new Map() };

/**
 * Reads the page the server sent before the app replaces it: whether it was prerendered, and the
 * HTML of each remote slot in it (kept so a remote that is down leaves its content readable).
 */
export function readPrerenderedPage(root: HTMLElement, pathname: string): boolean {
  const slots = new Map<RemoteModuleId, string>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    slots.set(slot.getAttribute(SLOT_ATTRIBUTE) as RemoteModuleId, slot.innerHTML);
  }
  landing = { pathname, slots };
  return root.firstElementChild !== null;
}

/** The remote modules the prerendered page shows. */
export const prerenderedModules = (): RemoteModuleId[] => [...landing.slots.keys()];

/** The prerendered HTML of a slot, while the visitor is still on the page they landed on. */
export const prerenderedSlot = (id: RemoteModuleId, pathname: string): string | undefined =>
  pathname === landing.pathname ? landing.slots.get(id) : undefined;

/** Removes the prerendered head tags once the app has rendered its own. */
export function removePrerenderedHeadTags(): void {
  for (const tag of document.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)) tag.remove();
}
