import { useRef, type CSSProperties } from 'react';
import { site } from '../../config/site';
import { ContactBar } from './ContactBar';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { useContactBarVisible } from './useContactBarVisible';
import { useElementHeight } from './useElementHeight';
import { useMenuDismissal } from './useMenuDismissal';
import type { MobileMenu } from './useMobileMenu';
import { ExternalLink } from '@practice/ui-kit';
import { Icon } from '../ui/Icon';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

const actions = [
  { label: 'BOOK NOW', href: site.links.booking },
  { label: 'NEW PATIENT INTAKE REQUEST', href: site.links.intake },
  { label: 'PATIENT PORTAL', href: site.links.portal },
];

/**
 * The sticky header. The contact bar slides up out of view (a transform, so nothing below moves)
 * while the visitor scrolls down, and back when they scroll up.
 */
export function Header({ menu }: { menu: MobileMenu }) {
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useMenuDismissal(menu.open, menu.close, toggleRef);
  const barHeight = useElementHeight(barRef);
  const barVisible = useContactBarVisible();
  const classes = [styles.header, !barVisible && styles.barHidden, menu.open && styles.menuOpen];

  return (
    <header
      className={classes.filter(Boolean).join(' ')}
      style={{ '--bar-height': `${barHeight}px` } as CSSProperties}
    >
      <ContactBar ref={barRef} hidden={!barVisible} />
      <div className={styles.main}>
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          onClick={menu.toggle}
        >
          <Icon name={menu.open ? 'close' : 'menu'} size={24} />
          <span className={styles.toggleText}>Menu</span>
        </button>
        <div id={MENU_ID} className={styles.menu}>
          <MainNav onNavigate={menu.close} />
          <ul className={styles.actions}>
            {actions.map(({ label, href }, index) => (
              <li key={label}>
                <ExternalLink
                  href={href}
                  className={index === 0 ? 'button' : 'button button-outline'}
                >
                  {label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}
