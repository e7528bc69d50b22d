import { Link, useLocation } from '@practice/router';
import { navItems } from './navigation';
import { PREFETCH_ATTRIBUTE } from '../prefetch/use-link-prefetch';
import { ariaCurrentFor } from '../lib/paths';
import styles from './MainNav.module.css';

/**
 * The nine site links. Behind the Menu button on a phone, they are one tap away on every page:
 * what their pages need is fetched ahead on idle as for links on screen.
 */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main" {...{ [PREFETCH_ATTRIBUTE]: '' }}>
      <ul>
        {navItems.map((item) => (
          <li key={item.path}>
            <Link to={item.path} aria-current={ariaCurrentFor(item.path, pathname)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
