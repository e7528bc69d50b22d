/** An image with its alternative text. */
interface ImageRef {
  img: string;
  alt: string;
}

export interface HeroText {
  heading: string;
  text: string;
}

/** A WHY PATIENTS CHOOSE US item. */
export interface Highlight {
  heading: string;
  subheading: string;
  content: string;
}

/** A block of text beside a pair of pictures. */
export interface PromoBlock {
  /** The block's title, such as 'CHOOSE CONFIDENTLY'. */
  title: string;
  heading: string;
  description: string;
  pictures: [ImageRef, ImageRef];
}

export interface CarouselHeading {
  heading: string;
  text: string;
}

/** Two images shown together on one slide of the image carousel. */
export interface CarouselImagePair {
  first: ImageRef;
  second: ImageRef;
}

export interface HomeServiceCard {
  img: string;
  title: string;
  description: string;
  url: string;
}

/** One tab of OMEGA SERVICES and the panel it shows. */
export interface ServiceTab {
  id: string;
  title: string;
  subTitle: string;
  description: string;
  imgSrc: string;
  altText: string;
}
