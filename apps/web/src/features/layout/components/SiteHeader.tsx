import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { scrollToTop } from '../../../lib/scroll-to-hash';
import { useSession } from '../../session/hooks/useSession';
import { dashboardPathFor } from '../../session/route-guard';
import { HEADER_NAV, type NavItem } from '../navigation';
import { BrandMark } from './BrandMark';
import { HashLink } from './HashLink';
import styles from './layout.module.css';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  switch (item.kind) {
    case 'home':
      return (
        <Link
          to="/"
          className={styles.navLink}
          activeOptions={{ exact: true, includeHash: false }}
          onClick={() => {
            onNavigate();
            if (pathname === '/') {
              scrollToTop();
            }
          }}
        >
          {item.label}
        </Link>
      );
    case 'section':
      return (
        <HashLink section={item.section} className={styles.navLink} onNavigate={onNavigate}>
          {item.label}
        </HashLink>
      );
    case 'page':
      return (
        <Link to={item.to} className={styles.navLink} onClick={onNavigate}>
          {item.label}
        </Link>
      );
    default: {
      const unknownItem: never = item;
      return unknownItem;
    }
  }
}

export function SiteHeader() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <BrandMark onNavigate={closeMenu} />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {menuOpen ? 'Close' : 'Menu'}
        </button>
        <nav
          id="site-navigation"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          aria-label="Main"
        >
          <ul className={styles.navList}>
            {HEADER_NAV.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} onNavigate={closeMenu} />
              </li>
            ))}
          </ul>
          <div className={styles.navActions}>
            {user ? (
              <Link
                to={dashboardPathFor(user.role)}
                className="button button--primary"
                onClick={closeMenu}
              >
                My dashboard
              </Link>
            ) : (
              <>
                <Link
                  to="/login"
                  className={`${styles.navLink} ${styles.signIn}`}
                  onClick={closeMenu}
                >
                  Sign in
                </Link>
                <Link to="/auth" className="button button--primary" onClick={closeMenu}>
                  Get started
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
