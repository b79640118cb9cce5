import type { ReactNode } from 'react';

/**
 * The site's line icons (search, account, cart, menu, close, back to top): a 24-unit square drawn
 * with the text colour. The stroke is set once here, so each icon is only its shapes, and every
 * page's shared script carries the attributes once.
 */
export function LineIcon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      {children}
    </svg>
  );
}
