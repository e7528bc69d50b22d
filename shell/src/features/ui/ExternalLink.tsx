import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  /** Accessible name, for a link whose visible content is only an icon. */
  label?: string;
}

/** A link to another site: it opens in a new tab, which screen-reader users are told about. */
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
      {!label && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
