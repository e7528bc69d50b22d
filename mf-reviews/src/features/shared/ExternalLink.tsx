import type { ReactNode } from 'react';
import a11y from './a11y.module.css';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site: a new tab, no opener, and screen readers are told so. */
export function ExternalLink({ href, className, children }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
