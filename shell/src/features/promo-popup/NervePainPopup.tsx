import { use, type MouseEvent } from 'react';
import { Link } from '@practice/router';
import { nervePainPopup as content } from '../../content/popup';
import { AXON_SERVICE_PATH } from '../../content/services/axon-therapy-path';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { LANDING_POPUP_ID, LandingPopupContext } from './landing-popup-context';
import { Image } from '@practice/ui-kit';
import styles from './NervePainPopup.module.css';

const HEADING_ID = 'nerve-pain-popup-heading';

/** Following the pop-up's link closes it, as its Close does. */
const closeDialog = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.closest('dialog')?.close();

/**
 * The nerve-pain therapy promotion that greets visitors on the page they land on, when the server
 * decided so (it rendered it open); the visitor closes it, and client navigation never opens it
 * again.
 */
export function NervePainPopup() {
  if (!use(LandingPopupContext)) return null;
  return (
    <Modal id={LANDING_POPUP_ID} labelledBy={HEADING_ID}>
      <Image
        className={styles.image}
        src={content.img}
        alt={content.altText}
        size={[640, 400]}
        load="lcp"
      />
      <div className={styles.body}>
        <p className={styles.eyebrow}>{content.eyebrow}</p>
        <h2 id={HEADING_ID} className={styles.heading}>
          {content.heading}
        </h2>
        <p>{content.text}</p>
        <ul className={styles.points}>
          {content.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={18} />
              {point}
            </li>
          ))}
        </ul>
        <Link to={AXON_SERVICE_PATH} className="button" onClick={closeDialog}>
          {content.linkLabel}
        </Link>
      </div>
    </Modal>
  );
}
