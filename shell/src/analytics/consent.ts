import { useSyncExternalStore } from 'react';

/**
 * The visitor's analytics choice, kept in this browser only (localStorage), so the server's HTML is
 * the same for everyone and the shared cache stays shared. Global Privacy Control counts as a
 * refusal that is never asked about.
 */
export type AnalyticsChoice = 'granted' | 'denied';

interface ConsentState {
  /** What the visitor chose here; null until they choose (or on the server). */
  choice: AnalyticsChoice | null;
  /** The browser sends Global Privacy Control: no analytics, no question. */
  gpc: boolean;
  /** The privacy choices were opened from the footer link. */
  open: boolean;
  /** Read in the browser; false on the server and during hydration. */
  known: boolean;
}

const STORAGE_KEY = 'omega-analytics-choice';
const SERVER_STATE: ConsentState = { choice: null, gpc: false, open: false, known: false };

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function readStored(): AnalyticsChoice | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null; // storage blocked: ask again, send nothing
  }
}

const browserState = (): ConsentState =>
  (state ??= {
    choice: readStored(),
    gpc:
      (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    open: false,
    known: true,
  });

function update(change: Partial<ConsentState>): void {
  state = { ...browserState(), ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether analytics may run: the visitor said yes and the browser sends no GPC. */
export const analyticsAllowed = ({ choice, gpc }: ConsentState): boolean =>
  choice === 'granted' && !gpc;

export function chooseAnalytics(choice: AnalyticsChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  update({ choice, open: false });
}

export const openPrivacyChoices = (): void => update({ open: true });
export const closePrivacyChoices = (): void => update({ open: false });

/** The consent state; the server's (nothing known) until the page has hydrated. */
export const useConsent = (): ConsentState =>
  useSyncExternalStore(subscribe, browserState, () => SERVER_STATE);
