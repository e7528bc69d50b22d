import { services, type Service } from '../../content/services';
import { isSamePath } from '../../lib/paths';

/** What the Services list's EXPLORE links pass along: the card the visitor chose. */
export interface ServiceNavigationState {
  serviceIndex: number;
}

/** The service whose page is `/services/{endpoint}/`, matched as the router matches paths. */
export const serviceForEndpoint = (endpoint: string | undefined): Service | undefined =>
  endpoint === undefined
    ? undefined
    : services.find((service) => isSamePath(service.url, `/services/${endpoint}/`));
