interface NavItem {
  label: string;
  path: string;
}

/** The nine links of the header and the footer, in the order of docs/product.md, "Header". */
export const navItems: readonly NavItem[] = [
  { label: 'HOME', path: '/' },
  { label: 'ABOUT US', path: '/aboutUs/' },
  { label: 'SERVICES', path: '/services/' },
  { label: 'GET FINANCED', path: '/get-financed/' },
  { label: 'BLOG', path: '/blog/' },
  { label: 'OUR TEAM', path: '/ourteam/' },
  { label: 'CAREERS', path: '/career/' },
  { label: 'FAQS', path: '/FAQs' },
  { label: 'CONTACT US', path: '/contact-us' },
];
