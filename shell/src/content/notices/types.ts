/** A paragraph, or a bulleted list. `{phone}` and `{email}` become the practice's, as links. */
export type NoticeBlock = string | { list: string[] };

interface NoticeSection {
  /** The section's anchor (`/path/#id`). */
  id: string;
  heading: string;
  body: NoticeBlock[];
}

/** One of the notices the practice posts, each a page of the site. */
export interface Notice {
  path: string;
  /** The page's h1. */
  heading: string;
  pageTitle: string;
  description: string;
  /** What the date says ("Effective", "Last checked"), and the date (ISO). */
  dated: { label: string; date: string };
  intro: string[];
  sections: NoticeSection[];
  /** Words of the text that link to another page: each links where it first appears. */
  links?: ReadonlyArray<{ text: string; href: string }>;
}
