import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standaloneSite } from '@practice/shell/standalone-site';
import { providers } from '../../content/providers';
import { renderTeamRoute } from '../../testing/render-team-route';
import { breadcrumbItems, jsonLdBlocks, visibleCrumbs } from '@practice/tooling/json-ld';

const cards = () =>
  within(screen.getByRole('list', { name: 'Our providers' })).getAllByRole('listitem');

describe('TeamPage', () => {
  it('sets the title and a description of the team', () => {
    renderTeamRoute('/ourteam/');
    expect(document.title).toBe('Meet Our Award-Winning Team');
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute(
      'content',
      expect.stringMatching(
        /primary care doctors, mental health specialists and rehab professionals/,
      ),
    );
  });

  it('has one h1, MEET THE TEAM, and a breadcrumb home', () => {
    renderTeamRoute('/ourteam/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'MEET THE TEAM' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Omega Health Network' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows a card for each of the 9 providers, in order, with photo, name and credentials', () => {
    renderTeamRoute('/ourteam/');
    expect(cards()).toHaveLength(9);
    cards().forEach((card, index) => {
      const provider = providers[index];
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(provider.name);
      expect(within(card).getByText(provider.credentials)).toBeInTheDocument();
      const photo = within(card).getByRole('img', { name: provider.altText });
      expect(photo).toHaveAttribute('width', '300');
      expect(photo).toHaveAttribute('height', '300');
    });
  });

  it('loads the first row of portraits at once and the others lazily', () => {
    renderTeamRoute('/ourteam/');
    const loading = cards().map((card) => within(card).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', ...Array(6).fill('lazy')]);
  });

  it('links every card to its profile with a trailing slash', async () => {
    renderTeamRoute('/ourteam/');
    cards().forEach((card, index) => {
      const link = within(card).getByRole('link', { name: /^VIEW PROFILE/ });
      expect(link).toHaveAttribute('href', `/ourteam/${providers[index].id}/`);
      expect(link).toHaveAccessibleName(`VIEW PROFILE of ${providers[index].name}`);
    });
    await userEvent.click(within(cards()[3]).getByRole('link', { name: /^VIEW PROFILE/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(providers[3].name);
  });

  it('offers Book Now in a new tab on every card except the consultant', () => {
    renderTeamRoute('/ourteam/');
    for (const card of cards()) {
      const name = within(card).getByRole('heading', { level: 2 }).textContent;
      const book = within(card).queryByRole('link', { name: /^Book Now/ });
      if (name === 'Dr. Kenji Watanabe') {
        expect(book).toBeNull();
        continue;
      }
      expect(book).toHaveAttribute('href', standaloneSite.links.booking);
      expect(book).toHaveAttribute('target', '_blank');
      expect(book).toHaveAttribute('rel', 'noopener noreferrer');
      expect(book).toHaveAccessibleName(`Book Now with ${name} (opens in a new tab)`);
    }
  });

  it('shows the accolade and description on the first card only', () => {
    renderTeamRoute('/ourteam/');
    const [first, ...rest] = cards();
    const founder = providers[0];
    expect(within(first).getByText(founder.accolade!)).toBeInTheDocument();
    expect(within(first).getByText(founder.cardDescription!)).toBeInTheDocument();
    for (const card of rest) {
      expect(within(card).getAllByRole('paragraph')).toHaveLength(1);
    }
  });
});

describe('TeamPage structured data', () => {
  it('publishes the visible breadcrumb as a BreadcrumbList ending at the team page', () => {
    renderTeamRoute('/ourteam');
    const items = breadcrumbItems();
    expect(items.map((item) => item.name)).toEqual(visibleCrumbs());
    expect(items).toEqual([
      expect.objectContaining({ position: 1, item: 'http://localhost:3000/' }),
      expect.objectContaining({ position: 2, item: 'http://localhost:3000/ourteam/' }),
    ]);
    expect(jsonLdBlocks()).toHaveLength(1);
  });
});
