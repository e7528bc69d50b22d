/** Entities of SPEC.md section 3 owned by the shell. */

export interface Announcement {
  description: string;
  link: string;
  linkName: string;
  /** '_self' for a path of this site, '_blank' for another site. */
  target: '_self' | '_blank';
}

export interface Highlight {
  heading: string;
  subheading: string;
  content: string;
}

export interface PromoBlock {
  imgSrc: string;
  altText: string;
  imgSrc2: string;
  altText2: string;
  headingMain: string;
  heading: string;
  description: string;
}

export interface ServiceTab {
  id: string;
  title: string;
  subTitle: string;
  description: string;
  imgSrc: string;
  altText: string;
}

export interface HomeServiceCard {
  img: string;
  title: string;
  description: string;
  url: string;
}

export interface KeyValue {
  key: string;
  value: string;
}

/** A span of a service paragraph that links somewhere. */
export interface InlineLink {
  /** Exact text inside descriptionPara that becomes the link. */
  text: string;
  href: string;
}

export interface Service {
  id: number;
  /** Path such as '/services/sud/'. */
  url: string;
  docTitle: string;
  docDes: string;
  img: string;
  altText: string;
  title: string;
  /** Short text for the Services list card. */
  description: string;
  descriptionImage: string;
  descriptionImageAltText: string;
  descriptionHeading: string;
  descriptionPara: string;
  descriptionLinks?: InlineLink[];
  subHeading1: string;
  subHeading1Data: KeyValue[];
  midData?: KeyValue[];
  optionalDataHeading?: string;
  optionalDataOptions?: string[];
  subHeading2?: string;
  subHeading2Data?: KeyValue[];
  callToAction: { heading: string; des: string };
  button1Title?: string;
  button1Url?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PageHead {
  title: string;
  description: string;
}
