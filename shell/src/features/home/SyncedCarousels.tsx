import { useState } from 'react';
import type Slider from 'react-slick';
import type { Settings } from 'react-slick';
import { carouselHeadings, carouselImages } from '../../content/home/carousels';
import { Carousel } from '../../carousel/Carousel';
import { CarouselButton } from '../../carousel/CarouselButton';
import styles from './SyncedCarousels.module.css';
import { visuallyHidden } from '@practice/ui-kit';

/** docs/product.md, "Home": one slide, infinite, no autoplay, 1000 ms. */
const settings: Settings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  autoplay: false,
  speed: 1000,
  // A second press during the 1 s glide moves on again instead of being dropped.
  waitForAnimate: false,
};

/**
 * A carousel of headings and one of picture pairs that always show the same slide: either one
 * drives the other (react-slick's asNavFor), so the buttons and a swipe move both. Its code loads
 * only as its section nears the viewport (CarouselsSection.tsx).
 */
export function SyncedCarousels() {
  const [headingSlider, setHeadingSlider] = useState<Slider | null>(null);
  const [imageSlider, setImageSlider] = useState<Slider | null>(null);
  const [current, setCurrent] = useState(0);
  const count = carouselHeadings.length;

  return (
    <div className={styles.layout}>
      <div className={styles.text}>
        <Carousel
          sliderRef={setHeadingSlider}
          settings={{
            ...settings,
            asNavFor: imageSlider ?? undefined,
            beforeChange: (_from, to) => setCurrent(to),
          }}
        >
          {carouselHeadings.map((slide) => (
            <div key={slide.heading}>
              <div className={styles.headingSlide}>
                <h3>{slide.heading}</h3>
                <p>{slide.text}</p>
              </div>
            </div>
          ))}
        </Carousel>
        <div className={styles.controls}>
          <CarouselButton
            icon="chevronLeft"
            label="Previous slide"
            onClick={() => headingSlider?.slickPrev()}
          />
          <p className={styles.position} aria-live="polite">
            <span className={visuallyHidden}>Slide </span>
            {current + 1} / {count}
          </p>
          <CarouselButton
            icon="chevronRight"
            label="Next slide"
            onClick={() => headingSlider?.slickNext()}
          />
        </div>
      </div>
      <Carousel
        className={styles.images}
        sliderRef={setImageSlider}
        settings={{ ...settings, asNavFor: headingSlider ?? undefined }}
      >
        {carouselImages.map(({ first, second }) => (
          <div key={first.img}>
            <div className={styles.imagePair}>
              <img src={first.img} alt={first.alt} width={600} height={400} loading="lazy" />
              <img src={second.img} alt={second.alt} width={600} height={400} loading="lazy" />
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
