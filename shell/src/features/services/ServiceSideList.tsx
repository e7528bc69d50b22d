import { useState } from 'react';
import { Link } from '@practice/router';
import { services, type Service } from '../../content/services';
import { Icon } from '../../ui/Icon';
import styles from './ServiceSideList.module.css';
import { visuallyHidden } from '@practice/ui-kit';

/**
 * Every service, the current one highlighted. On small screens the list folds behind a button
 * naming the current service, like a dropdown; it folds again once a service is chosen.
 */
export function ServiceSideList({ current }: { current: Service }) {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-labelledby="service-list-heading">
      <h2 id="service-list-heading" className={styles.heading}>
        Our services
      </h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="service-list"
        onClick={() => setOpen(!open)}
      >
        <span>
          <span className={visuallyHidden}>Choose a service. Current: </span>
          {current.title}
        </span>
        <Icon name="chevronDown" size={20} />
      </button>
      <ul id="service-list" className={open ? `${styles.list} ${styles.open}` : styles.list}>
        {services.map((service) => (
          <li key={service.url}>
            <Link
              to={service.url}
              aria-current={service === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
