import type { RemoteModuleId } from '@practice/shared-types';

interface NavItem {
  label: string;
  path: string;
  /** The remote module behind the route, fetched early when the link is hovered or focused. */
  remote?: RemoteModuleId;
}

/** The nine links of the header and the footer, in the order of docs/product.md, "Header". */
export const navItems: readonly NavItem[] = [
  { label: 'HOME', path: '/' },
  { label: 'ABOUT US', path: '/aboutUs/' },
  { label: 'SERVICES', path: '/services/' },
  { label: 'GET FINANCED', path: '/get-financed/' },
  { label: 'BLOG', path: '/blog/', remote: 'blog/BlogRoutes' },
  { label: 'OUR TEAM', path: '/ourteam/', remote: 'team/TeamRoutes' },
  { label: 'CAREERS', path: '/career/', remote: 'careers/CareersPage' },
  { label: 'FAQS', path: '/FAQs' },
  { label: 'CONTACT US', path: '/contact-us' },
];
