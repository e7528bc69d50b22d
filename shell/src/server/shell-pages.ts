import { noticeLinks } from '../content/notices/paths';
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
  ...noticeLinks.map((notice) => notice.path),
];
