import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import { navItems } from '../../app/navigation';
import styles from './Footer.module.css';

export function Footer() {
  const { main } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          <strong>{site.practiceName}</strong>
          <br />
          {main.address.street}, {main.address.unit}, {main.address.locality}, {main.address.region}{' '}
          {main.address.postalCode}
          <br />
          <a href={`tel:${site.phoneHref}`}>{site.phone}</a> ·{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {navItems.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {site.practiceName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
