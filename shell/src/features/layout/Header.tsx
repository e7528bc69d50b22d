import { Link, NavLink } from 'react-router-dom';
import { site } from '../../config/site';
import { warmRemoteModule } from '../../app/remotes/federation';
import { navItems } from '../../app/navigation';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          {site.practiceName}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul>
            {navItems.map((item) => {
              const warm = item.remote ? () => warmRemoteModule(item.remote!) : undefined;
              return (
                <li key={item.path}>
                  <NavLink to={item.path} end onMouseEnter={warm} onFocus={warm}>
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
