/** A list item that leads with a bold key, such as 'Telehealth: Many follow-up visits ...'. */
export interface KeyValue {
  key: string;
  value: string;
}

/** A span of a service's introduction that links somewhere. */
interface InlineLink {
  /** Exact text inside the introduction's text that becomes the link. */
  text: string;
  href: string;
}

/** A part of a service page's main column, in the order shown. */
type ServiceSection =
  /** A list of key points; without a heading it continues the list above it. */
  | { heading?: string; points: KeyValue[] }
  /** A plain bullet list. */
  | { heading: string; bullets: string[] };

/** One of the ten services: its card on the Services list and its page /services/{endpoint}/. */
export interface Service {
  /** Path such as '/services/sud/'; the record's file is named by its endpoint. */
  url: string;
  /** The page's title and meta description. */
  head: { title: string; description: string };
  title: string;
  /** Short text for the Services list card. */
  summary: string;
  /** Shown on the card and at the top of the page. */
  image: { src: string; alt: string };
  intro: { heading: string; text: string; links?: InlineLink[] };
  sections: ServiceSection[];
  /** The band under the page, with its BOOK NOW button. */
  callToAction: { heading: string; text: string };
  /** A link shown as a button at the end of the main column. */
  buttonLink?: { label: string; href: string };
}
