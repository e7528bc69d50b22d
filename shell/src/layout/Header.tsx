import { useRef } from 'react';
import { site } from '../config/site';
import { ContactBar } from './ContactBar';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { useContactBarVisible } from './use-contact-bar-visible';
import { useHeightProperty } from './use-height-property';
import { useMenuPopover } from './use-menu-popover';
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
 * while the visitor scrolls down, and back when they scroll up. On small screens the menu is a
 * popover its toggle opens: it works from the first paint, before and without the app.
 */
export function Header() {
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeOnFollowedLink = useMenuPopover(menuRef, toggleRef);
  // How far the header slides up while the bar is hidden (Header.module.css, .barHidden).
  useHeightProperty(barRef, headerRef, '--bar-height');
  const barVisible = useContactBarVisible();
  const classes = [styles.header, !barVisible && styles.barHidden];

  return (
    <header ref={headerRef} className={classes.filter(Boolean).join(' ')}>
      <ContactBar ref={barRef} hidden={!barVisible} />
      <div className={styles.main}>
        <Logo />
        {/* The browser tells assistive technology whether the popover it opens is expanded. */}
        <button ref={toggleRef} type="button" className={styles.toggle} popoverTarget={MENU_ID}>
          <span className={styles.whenClosed}>
            <Icon name="menu" size={24} />
          </span>
          <span className={styles.whenOpen}>
            <Icon name="close" size={24} />
          </span>
          <span className={styles.toggleText}>Menu</span>
        </button>
        {/* The click handler hears its links' clicks (Enter on a link clicks it too): the menu
            itself takes no input. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          ref={menuRef}
          id={MENU_ID}
          className={styles.menu}
          popover="auto"
          onClick={closeOnFollowedLink}
        >
          <MainNav />
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
