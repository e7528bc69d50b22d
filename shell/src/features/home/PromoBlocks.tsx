import { promos } from '../../content/home';
import { Image } from '@practice/ui-kit';
import styles from './PromoBlocks.module.css';

/** CHOOSE CONFIDENTLY and EFFECTIVE WEIGHT LOSS, each with a pair of pictures. */
export function PromoBlocks() {
  return (
    <div className={styles.promos}>
      {promos.map((promo, index) => (
        <section
          key={promo.title}
          className={styles.promo}
          aria-labelledby={`promo-heading-${index}`}
        >
          <div className={styles.images}>
            {promo.pictures.map((picture) => (
              <Image
                key={picture.img}
                src={picture.img}
                alt={picture.alt}
                size={[600, 400]}
                load="lazy"
              />
            ))}
          </div>
          <div className={styles.text}>
            <h2 id={`promo-heading-${index}`} className={styles.headingMain}>
              {promo.title}
            </h2>
            <h3 className={styles.heading}>{promo.heading}</h3>
            <p>{promo.description}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
