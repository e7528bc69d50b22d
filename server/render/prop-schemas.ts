/**
 * The props of every exposed module as schemas, for the servers that render them from a request:
 * a fragment request carries its props as JSON, and a render must never meet a shape it cannot
 * use. Each schema is typed against its contract in shared-types, so the two cannot drift apart.
 */
import { z } from 'zod';
import type {
  CareersPageProps,
  OfficeLocation,
  RemoteProps,
  ReviewsBadgeProps,
  ReviewsCarouselProps,
  SiteInfo,
} from '@practice/shared-types';

const text = z.string();

const office = z.object({
  title: text,
  township: text,
  description: text,
  address: z.object({
    street: text,
    unit: text,
    locality: text,
    region: text,
    postalCode: text,
  }),
  phone: text,
  email: text,
  openHours: text,
  openHoursAfter: text,
  acceptsNewPatients: z.boolean(),
  telehealth: z.boolean(),
}) satisfies z.ZodType<OfficeLocation>;

const site = z.object({
  origin: text,
  networkName: text,
  practiceName: text,
  phone: text,
  phoneHref: text,
  email: text,
  hours: z.object({ weekdays: text, afterHours: text }),
  main: office,
  satellite: office,
  social: z.object({ facebook: text, instagram: text, youtube: text }),
  links: z.object({
    booking: text,
    intake: text,
    portal: text,
    pharmacy: text,
    map: text,
    mapEmbed: text,
    googleReview: text,
  }),
  directory: z.object({ token: text, campaign: text }),
}) satisfies z.ZodType<SiteInfo>;

export const remoteProps = z.object({ site }) satisfies z.ZodType<RemoteProps>;

export const careersPageProps = remoteProps.extend({
  uploadUrl: text,
}) satisfies z.ZodType<CareersPageProps>;

const reviewsWidget = remoteProps.extend({
  apiBase: text,
  featurableId: text,
  loading: z.boolean().optional(),
  errorMessage: text.optional(),
});

export const reviewsCarouselProps = reviewsWidget.extend({
  title: text.optional(),
  maxCharacters: z.number().int().positive().optional(),
  nameDisplay: z.enum(['full', 'firstAndInitial']).optional(),
  dots: z.boolean().optional(),
  showTranslation: z.boolean().optional(),
  structuredData: z.boolean().optional(),
}) satisfies z.ZodType<ReviewsCarouselProps>;

// The subheading formatter is a function: it cannot travel as JSON, so the server never gets one.
export const reviewsBadgeProps = reviewsWidget.extend({
  theme: z.enum(['light', 'dark']).optional(),
  badgeLabel: text.optional(),
  averageRating: z.number().min(0).max(5).optional(),
  totalReviewCount: z.number().int().nonnegative().optional(),
  profileUrl: text.optional(),
}) satisfies z.ZodType<Omit<ReviewsBadgeProps, 'badgeSubheadingFormatter'>>;
