import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '@practice/ui-kit';
import { site } from '../../config/site';
import { formatAddress } from '../../lib/address';
import { Icon } from '../../ui/Icon';
import styles from './MapOnRequest.module.css';

/**
 * The office map, which is another company's page: until the visitor asks for it, our own preview
 * (the address as text) in the same box, so the map provider hears nothing of a visit that does
 * not want the map.
 */
export function MapOnRequest() {
  const [shown, setShown] = useState(false);
  const map = useRef<HTMLIFrameElement>(null);
  const address = formatAddress(site.main.address);

  useEffect(() => {
    if (shown) map.current?.focus();
  }, [shown]);

  if (shown)
    return (
      <iframe
        ref={map}
        className={styles.map}
        title={`Map of our office at ${address}`}
        src={site.links.mapEmbed}
        width={1200}
        height={360}
        referrerPolicy="no-referrer"
      />
    );
  return (
    <div className={styles.map}>
      <div className={styles.preview}>
        <Icon name="pin" size={32} />
        <p className={styles.address}>{address}</p>
        <p className={styles.note}>
          The map comes from another service, which loads only if you ask.
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setShown(true)}>
            Show map
          </button>
          <ExternalLink href={site.links.map} className="button button-outline">
            Open in Maps
          </ExternalLink>
        </div>
      </div>
    </div>
  );
}
