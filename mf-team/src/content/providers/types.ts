/** A provider of the team grid and profiles (docs/product.md, "Entities"): the team remote's own entity. */

type ProviderType = 'Doctor' | 'Practitioner';

export interface Provider {
  /** First_Last, used in /ourteam/{id}/. */
  id: string;
  name: string;
  type: ProviderType;
  /** Credential line on the card, such as 'MD, Internal Medicine'. */
  credentials: string;
  imageUrl: string;
  altText: string;
  tagLine?: string;
  taglineDes?: string;
  speciality: string;
  degrees: string;
  hobbies: string;
  /** Accolade line, shown on the first card only. */
  accolade?: string;
  /** Card description, shown on the first card only. */
  cardDescription?: string;
  /** Doctor-directory profile; the site adds its token and campaign tag. */
  externalUrl?: string;
  /** False for the consultant, who takes no bookings. */
  bookable: boolean;
  /** Shows 'WRITE A REVIEW', linking to `site.links.googleReview` (one provider has it). */
  reviewLink?: boolean;
  keywords: string[];
  /** Underscore-form keyword to an internal service path, such as { primary_care: '/services/primary-health-care/' }. */
  urls: Record<string, string>;
  description: string[];
  /** The page's title and description (its <head>), as the shell's services have them. */
  head: { title: string; description: string };
}
