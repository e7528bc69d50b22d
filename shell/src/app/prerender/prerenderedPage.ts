import type { RemoteModuleId } from '@practice/shared-types';

/** Marks each remote slot in the HTML, so a prerendered page tells which modules it shows. */
export const SLOT_ATTRIBUTE = 'data-remote-slot';

/**
 * Marks what a prerendered page carries outside #root, which the app replaces with its own: the
 * head tags, and the pop-up it had open.
 */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface LandingPage {
  pathname: string;
  slots: Map<RemoteModuleId, string>;
  dialogOpen: boolean;
}

let landing: LandingPage = { pathname: '', slots: new Map(), dialogOpen: false };

/**
 * Reads the page the server sent before the app replaces it: whether it was prerendered, and the
 * HTML of each remote slot in it (kept so a remote that is down leaves its content readable).
 */
export function readPrerenderedPage(root: HTMLElement, pathname: string): boolean {
  const slots = new Map<RemoteModuleId, string>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    slots.set(slot.getAttribute(SLOT_ATTRIBUTE) as RemoteModuleId, slot.innerHTML);
  }
  const dialogOpen = document.querySelector(`body > [${PRERENDERED_ATTRIBUTE}]`) !== null;
  landing = { pathname, slots, dialogOpen };
  return root.firstElementChild !== null;
}

/** The remote modules the prerendered page shows. */
export const prerenderedModules = (): RemoteModuleId[] => [...landing.slots.keys()];

/** The prerendered HTML of a slot, while the visitor is still on the page they landed on. */
export const prerenderedSlot = (id: RemoteModuleId, pathname: string): string | undefined =>
  pathname === landing.pathname ? landing.slots.get(id) : undefined;

/** Whether the page the visitor landed on was sent with the landing pop-up already open. */
export const landedWithDialogOpen = (): boolean => landing.dialogOpen;

/** Removes the prerendered head tags and pop-up once the app has rendered its own. */
export function removePrerenderedExtras(): void {
  for (const element of document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) element.remove();
}
