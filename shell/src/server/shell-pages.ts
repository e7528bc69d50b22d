import { notices } from '../content/notices';
import { services } from '../content/services';

/** The pages the shell renders itself, for sitemap.xml. */
export const shellPages = (): string[] => [
  '/',
  '/aboutUs/',
  '/services/',
  ...services.map((service) => service.url),
  '/get-financed/',
  '/FAQs',
  '/contact-us',
  ...notices.map((notice) => notice.path),
];
