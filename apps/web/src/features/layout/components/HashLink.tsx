import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isSameLocationHashLink, type LandingSection } from '../../../lib/hash-navigation';
import { scrollToHash } from '../../../lib/scroll-to-hash';

interface HashLinkProps {
  section: LandingSection;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section, written as `/` plus the hash so it works from every page.
 * The landing page scrolls smoothly when the hash changes; a click that keeps the same location
 * changes nothing the router can see, so that one scrolls here.
 */
export function HashLink({ section, className, children, onNavigate }: HashLinkProps) {
  const location = useLocation();
  return (
    <Link
      to="/"
      hash={section}
      hashScrollIntoView={false}
      className={className}
      activeOptions={{ includeHash: true }}
      onClick={() => {
        onNavigate?.();
        if (isSameLocationHashLink(location, { pathname: '/', hash: section })) {
          scrollToHash(section);
        }
      }}
    >
      {children}
    </Link>
  );
}
