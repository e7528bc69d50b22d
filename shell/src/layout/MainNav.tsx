import { Link, useLocation } from '@practice/router';
import { navItems } from './navigation';
import { warmRemoteModule } from '../remotes/federation';
import { ariaCurrentFor } from '../lib/paths';
import styles from './MainNav.module.css';

/** The nine site links. Hovering or focusing a remote's link starts loading that remote. */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul>
        {navItems.map((item) => {
          const warm = item.remote ? () => warmRemoteModule(item.remote!) : undefined;
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={ariaCurrentFor(item.path, pathname)}
                onMouseEnter={warm}
                onFocus={warm}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
