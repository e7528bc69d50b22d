import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead, given the error. */
  fallback: (error: unknown) => ReactNode;
  /** Told of each error caught, after the fallback has rendered. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * What the slots' boundaries have caught, by kind and message: a remote that throws while
 * hydrating throws again, as a new error of the same kind, when React renders it afresh.
 */
const caughtInSlots = new Set<string>();
const signature = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Whether a remote's slot has caught this error, or its like (and shows its notice for it). */
export const caughtInSlot = (error: unknown): boolean => caughtInSlots.has(signature(error));

/** Catches a remote that fails to load or throws while rendering, so only its area is affected. */
export class RemoteErrorBoundary extends Component<Props, { error?: { caught: unknown } }> {
  override state: { error?: { caught: unknown } } = {};

  static getDerivedStateFromError(caught: unknown): { error: { caught: unknown } } {
    caughtInSlots.add(signature(caught));
    return { error: { caught } };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error.caught) : this.props.children;
  }
}
