import { useRef, type ReactNode, type Ref } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useSlickSemantics } from '@practice/ui-kit';

interface Props {
  settings: Settings;
  sliderRef?: Ref<Slider>;
  className?: string;
  children: ReactNode;
}

/** react-slick without its own arrows and dots (callers give visible buttons of their own). */
export function Carousel({ settings, sliderRef, className, children }: Props) {
  const container = useRef<HTMLDivElement>(null);
  useSlickSemantics(container);
  return (
    <div ref={container} className={className}>
      <Slider ref={sliderRef} arrows={false} dots={false} {...settings}>
        {children}
      </Slider>
    </div>
  );
}
