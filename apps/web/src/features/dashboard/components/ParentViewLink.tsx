import { Link } from '@tanstack/react-router';
import type { AriaAttributes, ReactNode } from 'react';
import type { ParentView } from '../dashboard-navigation';

interface ParentViewLinkProps extends Pick<AriaAttributes, 'aria-current'> {
  view: ParentView;
  className?: string;
  children: ReactNode;
}

/** A link to one view of the parent dashboard (`/parent-dashboard?view=…`). */
export function ParentViewLink({ view, children, ...props }: ParentViewLinkProps) {
  return (
    <Link to="/parent-dashboard" search={{ view }} {...props}>
      {children}
    </Link>
  );
}
