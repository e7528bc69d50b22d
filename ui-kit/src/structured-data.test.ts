import { absoluteUrl, breadcrumbJsonLd, postalAddress, serializeJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('round-trips the data', () => {
    const data = { '@type': 'Thing', name: 'Omega & Co' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('escapes every < so nothing can close the script or open a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});

describe('absoluteUrl', () => {
  it('resolves relative and root-relative asset URLs against the page, and keeps absolute ones', () => {
    const page = 'https://www.omegahealth.example/blog/Flu/';
    expect(absoluteUrl('assets/flu.svg', page)).toBe(
      'https://www.omegahealth.example/blog/Flu/assets/flu.svg',
    );
    expect(absoluteUrl('/assets/flu.svg', page)).toBe(
      'https://www.omegahealth.example/assets/flu.svg',
    );
    expect(absoluteUrl('http://localhost:3001/assets/flu.svg', page)).toBe(
      'http://localhost:3001/assets/flu.svg',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('mirrors the visible steps in order, on the public origin, the current page last', () => {
    const data = breadcrumbJsonLd(
      'https://www.omegahealth.example/',
      [
        { label: 'Omega Health Network', to: '/' },
        { label: 'BLOG', to: '/blog/' },
        { label: 'Flu' },
      ],
      '/blog/Flu/',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Omega Health Network',
          item: 'https://www.omegahealth.example/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'BLOG',
          item: 'https://www.omegahealth.example/blog/',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Flu',
          item: 'https://www.omegahealth.example/blog/Flu/',
        },
      ],
    });
  });
});

describe('postalAddress', () => {
  // ui-kit sits below every app: an address of its own, not the shell's facts.
  const address = {
    street: '450 Meadow Lane',
    unit: 'Suite 200',
    locality: 'Millbrook',
    region: 'NJ',
    postalCode: '08512',
  };

  it('is a schema.org PostalAddress in the US, the unit after the street', () => {
    expect(postalAddress(address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '450 Meadow Lane, Suite 200',
      addressLocality: 'Millbrook',
      addressRegion: 'NJ',
      postalCode: '08512',
      addressCountry: 'US',
    });
  });

  it('leaves an empty unit out of the street address', () => {
    expect(postalAddress({ ...address, unit: '' }).streetAddress).toBe('450 Meadow Lane');
  });
});
