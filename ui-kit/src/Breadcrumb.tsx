import { Link } from '@practice/router';
import type { BreadcrumbStep } from './structured-data';

/** A visible breadcrumb trail through the shell's router; the step without a link is this page. */
export function Breadcrumb({ steps, className }: { steps: BreadcrumbStep[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={className}>
        {steps.map((step) => (
          <li key={step.label}>
            {step.to ? (
              <Link to={step.to}>{step.label}</Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
