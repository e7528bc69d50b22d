import { Link } from '@practice/router';
import { nervePainPopup as content } from '../../content/popup';
import { AXON_SERVICE_PATH } from '../../content/services/axon-therapy-path';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { useLandingPopup } from './use-landing-popup';
import { Image } from '@practice/ui-kit';
import styles from './NervePainPopup.module.css';

const HEADING_ID = 'nerve-pain-popup-heading';
/** public/boot.js finds the pop-up by this id, to keep it closed after its first showing. */
const POPUP_ID = 'landing-popup';

/** The nerve-pain therapy promotion that greets visitors on the page they land on. */
export function NervePainPopup() {
  const { open, close } = useLandingPopup();
  if (!open) return null;
  return (
    <Modal id={POPUP_ID} labelledBy={HEADING_ID} onClose={close}>
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
        <Link to={AXON_SERVICE_PATH} className="button" onClick={close}>
          {content.linkLabel}
        </Link>
      </div>
    </Modal>
  );
}
