import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standaloneSite } from '@practice/shell/standalone-site';
import { postalAddress } from '@practice/ui-kit';
import { providers } from '../../content/providers';
import {
  breadcrumbItems,
  jsonLdBlocks,
  jsonLdOfType,
  visibleCrumbs,
} from '@practice/tooling/json-ld';
import { renderTeamRoute } from '../../testing/render-team-route';

const byId = (id: string) => providers.find((provider) => provider.id === id)!;
const founder = byId('Samuel_Osei');
const consultant = byId('Kenji_Watanabe');
const practitioner = byId('Aisha_Rahman');

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ProviderProfile', () => {
  it('sets the title and description from head', () => {
    renderTeamRoute('/ourteam/Samuel_Osei/');
    expect(document.title).toBe(founder.head.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      founder.head.description,
    );
  });

  it('heads the page with the name and a link back to the team list', async () => {
    renderTeamRoute('/ourteam/Samuel_Osei/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(founder.name);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(founder.name)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(breadcrumb).getByRole('link', { name: 'Our Team' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MEET THE TEAM');
  });

  it('shows the photo, tagline, specialty, each degree and the hobbies', () => {
    renderTeamRoute('/ourteam/Samuel_Osei');
    const photo = screen.getByRole('img', { name: founder.altText });
    expect(photo).toHaveAttribute('width', '300');
    expect(photo).toHaveAttribute('height', '300');
    expect(photo).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(founder.tagLine!)).toBeInTheDocument();
    expect(screen.getByText(founder.taglineDes!)).toBeInTheDocument();
    expect(definition('Specialty')).toHaveTextContent(founder.speciality);
    const degrees = within(definition('Degrees') as HTMLElement).getAllByRole('listitem');
    expect(degrees.map((item) => item.textContent)).toEqual(founder.degrees.split('; '));
    expect(definition('Hobbies')).toHaveTextContent(founder.hobbies);
  });

  it('links CHECK PROFILE to the directory with the token and campaign tag, in a new tab', () => {
    renderTeamRoute('/ourteam/Samuel_Osei/');
    const link = screen.getByRole('link', { name: /^CHECK PROFILE/ });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(founder.externalUrl);
    expect(url.searchParams.get('token')).toBe(standaloneSite.directory.token);
    expect(url.searchParams.get('utm_campaign')).toBe(standaloneSite.directory.campaign);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers BOOK NOW and WRITE A REVIEW to the founder', () => {
    renderTeamRoute('/ourteam/Samuel_Osei/');
    const main = screen.getByRole('link', {
      name: `BOOK NOW with ${founder.name} (opens in a new tab)`,
    });
    expect(main).toHaveAttribute('href', standaloneSite.links.booking);
    const review = screen.getByRole('link', { name: /^WRITE A REVIEW/ });
    expect(review).toHaveAttribute('href', standaloneSite.links.googleReview);
    expect(review).toHaveAttribute('target', '_blank');
  });

  it('gives WRITE A REVIEW to no one else', () => {
    renderTeamRoute('/ourteam/Priya_Raman/');
    expect(screen.queryByRole('link', { name: /WRITE A REVIEW/ })).toBeNull();
    // Her own BOOK NOW; the other doctors' cards have theirs too (docs/product.md: BOOK NOW on each).
    expect(
      screen.getByRole('link', { name: /^BOOK NOW with Dr\. Priya Raman/ }),
    ).toBeInTheDocument();
  });

  it('shows the consultant without BOOK NOW or CHECK PROFILE, with how to reach him instead', () => {
    renderTeamRoute('/ourteam/Kenji_Watanabe/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(consultant.name);
    expect(screen.queryByRole('link', { name: /BOOK NOW with Dr. Kenji Watanabe/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /CHECK PROFILE/ })).toBeNull();
    expect(screen.getByText(/sees patients by referral/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: standaloneSite.phone })).toHaveAttribute(
      'href',
      `tel:${standaloneSite.phoneHref}`,
    );
  });

  it('highlights biography keywords and links those with a service page', async () => {
    const { container } = renderTeamRoute('/ourteam/Kenji_Watanabe/');
    const marked = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(
      expect.arrayContaining(['anesthesiologist', 'pain medicine', 'nerve pain']),
    );
    expect(marked).not.toContain('Axon therapy');
    const axon = screen.getAllByRole('link', { name: 'Axon therapy' });
    expect(axon.length).toBeGreaterThan(0);
    axon.forEach((link) => expect(link).toHaveAttribute('href', '/services/axon-therapy-mpns/'));
    await userEvent.click(axon[0]);
    expect(screen.getByText('Shell screen at /services/axon-therapy-mpns/')).toBeInTheDocument();
  });

  it('keeps the biography text whole around the highlights', () => {
    renderTeamRoute('/ourteam/Kenji_Watanabe/');
    for (const paragraph of consultant.description) {
      expect(
        screen.getByText(
          (_, element) => element?.tagName === 'P' && element.textContent === paragraph,
        ),
      ).toBeInTheDocument();
    }
  });

  it("lists the other doctors, not the practitioners or the profile's own", () => {
    renderTeamRoute('/ourteam/Samuel_Osei/');
    const others = screen.getByRole('region', { name: 'Other Doctors' });
    const names = within(others)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(
      providers.filter((p) => p.type === 'Doctor' && p.id !== founder.id).map((p) => p.name),
    );
    expect(screen.queryByRole('region', { name: 'Other Practitioners' })).toBeNull();
    // The founder's accolade belongs to the team page's first card only.
    expect(within(others).queryByText(/Award/)).toBeNull();
  });

  it('lists the other practitioners, each with VIEW PROFILE and BOOK NOW', async () => {
    renderTeamRoute('/ourteam/Aisha_Rahman/');
    const others = screen.getByRole('region', { name: 'Other Practitioners' });
    const cards = within(others).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^VIEW PROFILE/ })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^BOOK NOW/ })).toBeInTheDocument();
    }
    expect(within(others).queryByText(practitioner.name)).toBeNull();
    await userEvent.click(within(cards[0]).getByRole('link', { name: /^VIEW PROFILE/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rachel Sullivan, APN');
    expect(screen.getByRole('region', { name: 'Other Practitioners' })).toHaveTextContent(
      practitioner.name,
    );
  });
});

describe('ProviderProfile structured data', () => {
  const clinic = {
    '@type': 'MedicalClinic',
    name: 'Omega Health Care',
    url: 'http://localhost:3000',
  };

  it('describes a doctor as a Physician of the practice', () => {
    renderTeamRoute('/ourteam/Samuel_Osei');
    expect(jsonLdOfType('Physician')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: founder.name,
      url: 'http://localhost:3000/ourteam/Samuel_Osei/',
      // Images resolve to their file name under test, made absolute against the site's origin.
      image: 'http://localhost:3000/Samuel_Osei.svg',
      description: founder.head.description,
      knowsAbout: founder.speciality,
      telephone: standaloneSite.phone,
      address: postalAddress(standaloneSite.main.address),
      memberOf: clinic,
      parentOrganization: clinic,
    });
    expect(jsonLdBlocks().map((block) => block['@type'])).toEqual(['Physician', 'BreadcrumbList']);
  });

  it('describes a practitioner as a Person working for the practice', () => {
    renderTeamRoute('/ourteam/Aisha_Rahman/');
    expect(jsonLdOfType('Person')).toMatchObject({
      name: practitioner.name,
      url: 'http://localhost:3000/ourteam/Aisha_Rahman/',
      image: 'http://localhost:3000/Aisha_Rahman.svg',
      jobTitle: practitioner.credentials,
      knowsAbout: practitioner.speciality,
      worksFor: clinic,
    });
    expect(jsonLdBlocks().filter((block) => block['@type'] === 'Physician')).toEqual([]);
  });

  it('publishes the visible breadcrumb as a BreadcrumbList ending at the profile', () => {
    renderTeamRoute('/ourteam/Aisha_Rahman');
    const items = breadcrumbItems();
    expect(items.map((item) => item.name)).toEqual(visibleCrumbs());
    expect(items.map((item) => item.item)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/ourteam/',
      'http://localhost:3000/ourteam/Aisha_Rahman/',
    ]);
  });
});
