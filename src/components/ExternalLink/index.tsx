import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
}

/** A link to another site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  'aria-label': ariaLabel,
}: ExternalLinkProps): ReactNode {
  return (
    <Link
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel ? `${ariaLabel} (öffnet in neuem Tab)` : undefined}>
      {children}
      {!ariaLabel && <span className="site-visually-hidden"> (öffnet in neuem Tab)</span>}
    </Link>
  );
}
