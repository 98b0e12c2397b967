import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** What the region holds, for screen readers ("Transactions"). */
  label: string;
  /** The feature's frame, which sets `overflow-x: auto`. */
  className: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in on a narrow screen. It is in the Tab order, so a
 * keyboard can scroll it with the arrow keys, and named, so a screen reader says what it is.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
