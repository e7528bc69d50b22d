import { screen, within } from '@testing-library/react';
import { standaloneSite } from '@practice/shell/standalone-site';
import LatestArticles from '../../exposes/LatestArticles';
import { renderAt } from '../../testing/render-blog';

describe('LatestArticles', () => {
  it('shows the three newest articles, each with a date badge, description and one link', () => {
    renderAt('/', <LatestArticles site={standaloneSite} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Quitting Smoking or Vaping With the Right Support',
      'Flu Shots Are Now Available at Our Millbrook Office',
      'Why Every Adult Should Get Tested for Hepatitis C',
    ]);
    const first = within(cards[0]);
    expect(first.getAllByRole('link')).toHaveLength(1);
    expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/blog/Quitting-Smoking-or-Vaping-With-the-Right-Support/',
    );
    expect(first.getByText('October 22nd 2025').closest('time')).toHaveAttribute(
      'dateTime',
      '2025-10-22',
    );
    expect(first.getByText(/Medicines, counseling and a clear plan/)).toBeInTheDocument();
  });

  it('loads its images lazily with explicit sizes', () => {
    const { container } = renderAt('/', <LatestArticles site={standaloneSite} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '675');
    }
  });
});
