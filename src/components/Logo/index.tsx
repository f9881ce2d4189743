import type {ReactNode} from 'react';

/** The studio's monogram. Decorative: the studio name always stands next to it. */
export function LogoMark({className}: {readonly className?: string}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false">
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M13 15h11v2.2h-8.3v5.6h7.4V25h-7.4v5.8H24V33H13zM26 33V15h2.6l4.4 10.1 4.4-10.1H40v18h-2.5V20.3L34 28.6h-2l-3.5-8.3V33z"
        fill="currentColor"
      />
    </svg>
  );
}
