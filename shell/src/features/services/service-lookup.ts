import { services, type Service } from '../../content/services';
import { isSamePath } from '../../lib/paths';

/** What the Services list's EXPLORE links pass along: the card the visitor chose. */
export interface ServiceNavigationState {
  serviceIndex: number;
}

/** The service whose page is `/services/{slug}/`, matched as the router matches paths. */
export const serviceForSlug = (slug: string | undefined): Service | undefined =>
  slug === undefined
    ? undefined
    : services.find((service) => isSamePath(service.url, `/services/${slug}/`));
