import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  /** Accessible name, for a link whose visible content is only an icon. */
  label?: string;
}

/** A link to another site: a new tab with no opener, which screen-reader users are told about. */
export function ExternalLink({ href, className, children, label }: Props) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
      {!label && <span className={visuallyHidden}> (opens in a new tab)</span>}
    </a>
  );
}
