import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles } from '../../content/articles';
import { jsonLdBlocks, jsonLdOfType, visibleCrumbs } from '@practice/tooling/json-ld';
import { renderBlog } from '../../testing/render-blog';

const address = () => screen.getByTestId('address').textContent;
const cardTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => articles.some((article) => article.title === title));
const titlesOfPage = (page: number) =>
  articles.slice((page - 1) * 5, page * 5).map((article) => article.title);

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/**
 * A filtered list is headed by its filter, which names its list of cards: 'FEATURED BLOGS' and
 * its sub-title head the unfiltered list only (docs/product.md).
 */
function expectHeadedBy(label: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(label);
  expect(screen.getByRole('list', { name: label })).toBeInTheDocument();
  expect(screen.queryByText('FEATURED BLOGS')).not.toBeInTheDocument();
  expect(screen.queryByText('Your Gateway to Essential Medical Insights')).not.toBeInTheDocument();
}

describe('the unfiltered list', () => {
  it('shows the banner, heading, sub-title and the five newest posts', () => {
    renderBlog('/blog');
    expect(screen.getByText('BLOG', { selector: 'p' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Omega Health Network' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(breadcrumb).getByText('BLOG')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeInTheDocument();
    expect(screen.getByText('Your Gateway to Essential Medical Insights')).toBeInTheDocument();
    expect(cardTitles()).toEqual(titlesOfPage(1));
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows date, category, capitalised tags and a link on each card', () => {
    renderBlog('/blog/');
    const newest = articles[0];
    const card = screen.getByRole('heading', { name: newest.title }).closest('li')!;
    expect(within(card).getByText(newest.date)).toBeInTheDocument();
    expect(within(card).getByText(`Category: ${newest.category}`)).toBeInTheDocument();
    expect(within(card).getByText('Smoking, Vaping, Quitting')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      '/blog/Quitting-Smoking-or-Vaping-With-the-Right-Support/',
    );
    expect(within(card).getByRole('img')).toHaveAttribute('width', '1200');
  });

  it('sets the page title and description', async () => {
    renderBlog('/blog/');
    await waitFor(() => expect(document.title).toBe('Blog | Omega Health Care'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Health articles and practice news from Omega Health Care'),
    );
  });

  it('leaves the bare address as it is: it already means page 1', () => {
    renderBlog('/blog/');
    expect(address()).toBe('/blog/');
  });
});

describe('the page in the query string', () => {
  it.each(['?page=abc', '?page=0', '?page=-2', '?page='])('resets %s to page 1', async (query) => {
    renderBlog(`/blog/${query}`);
    await waitFor(() => expect(address()).toBe('/blog/?page=1'));
    expect(cardTitles()).toEqual(titlesOfPage(1));
  });

  it('shows the last page for a page beyond it', async () => {
    renderBlog('/blog/?page=999');
    await waitFor(() => expect(address()).toBe('/blog/?page=6'));
    expect(cardTitles()).toEqual(titlesOfPage(6));
  });

  it.each(['/blog/', '/blog/?page=2', '/blog/?&page=3'])(
    'heads %s with FEATURED BLOGS and its sub-title, which name the list',
    (path) => {
      renderBlog(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^FEATURED BLOGS$/);
      expect(screen.getByText('Your Gateway to Essential Medical Insights')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'FEATURED BLOGS' })).toBeInTheDocument();
    },
  );

  it('reads the ?&page=N form', () => {
    renderBlog('/blog/?&page=2');
    expect(cardTitles()).toEqual(titlesOfPage(2));
    expect(address()).toBe('/blog/?&page=2');
  });

  it('moves between pages with the pager and scrolls smoothly to the top', async () => {
    renderBlog('/blog/');
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(address()).toBe('/blog/?page=2');
    expect(cardTitles()).toEqual(titlesOfPage(2));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('link', { name: 'Page 6' }));
    expect(cardTitles()).toEqual(titlesOfPage(6));
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('does not scroll on the first render', () => {
    renderBlog('/blog/?page=3');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('filters', () => {
  it('lists one category, with Clear filters and without the sub-title', async () => {
    renderBlog('/blog/category/Announcements/');
    const titles = cardTitles();
    expect(titles.length).toBe(5);
    for (const title of titles) {
      expect(articles.find((article) => article.title === title)?.category).toBe('Announcements');
    }
    expectHeadedBy('Category: Announcements');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/blog/');
    await waitFor(() =>
      expect(document.title).toBe('Category: Announcements | Blog | Omega Health Care'),
    );
  });

  it('lists the curated education pages, opening in a new tab', () => {
    renderBlog('/blog/category/education');
    const link = screen.getByRole('link', { name: /^Opioids/ });
    expect(link).toHaveAttribute('href', 'https://nida.nih.gov/research-topics/opioids');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link.closest('li')!).getByText('Source: NIDA')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeInTheDocument();
    expectHeadedBy('Category: Education');
  });

  it('lists one month of one year from an encoded archive value', () => {
    renderBlog('/blog/archive/June%202025/');
    expect(cardTitles()).toEqual([
      'Protecting Your Heart and Blood Pressure in Summer Heat',
      'Preventive Screenings for Men and Women at Every Age',
    ]);
    expectHeadedBy('Archive: June 2025');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it.each(['/blog/category/Recipes/', '/blog/archive/June/', '/blog/archive/Someday%202025/'])(
    'shows Data Not Found for %s',
    (path) => {
      renderBlog(path);
      expect(screen.getByText('Data Not Found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
    },
  );
});

describe('search results at /blog/?q=…', () => {
  const found = (query: string) =>
    articles.filter(
      (article) =>
        article.title.toLowerCase().includes(query) ||
        article.tags.some((tag) => tag.toLowerCase().includes(query)),
    );

  it('lists what the query finds, says how many, and offers Clear filters', async () => {
    renderBlog('/blog/?q=Naloxone');
    expectHeadedBy('Search: “Naloxone”');
    expect(cardTitles()).toEqual(['Why Naloxone Belongs in Every Home First Aid Kit']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      '1 article found',
    );
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('searchbox', { name: 'Search articles by title or tag' })).toHaveValue(
      'Naloxone',
    );
    await waitFor(() =>
      expect(document.title).toBe('Search: “Naloxone” | Blog | Omega Health Care'),
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows Data Not Found and says nothing matched', () => {
    renderBlog('/blog/?q=dentistry');
    expect(screen.getByText('Data Not Found')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'No articles match “dentistry”.',
    );
  });

  it('pages through many results with the query kept', async () => {
    const query = 'health';
    const results = found(query);
    expect(results.length).toBeGreaterThan(5);
    renderBlog(`/blog/?q=${query}`);
    expect(cardTitles()).toEqual(results.slice(0, 5).map((article) => article.title));
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      `/blog/?q=${query}&page=2`,
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(address()).toBe(`/blog/?q=${query}&page=2`);
    expect(cardTitles()).toEqual(results.slice(5, 10).map((article) => article.title));
  });

  it('is the whole list for a blank query, indexed as such', () => {
    renderBlog('/blog/?q=+');
    expect(cardTitles()).toEqual(titlesOfPage(1));
    expect(document.querySelector('meta[name="robots"]')).not.toBeInTheDocument();
  });
});

describe('the small-screen category dropdown', () => {
  it('goes to the chosen category, and to /blog for the empty choice', async () => {
    renderBlog('/blog/');
    const select = screen.getByRole('combobox', { name: 'Select Category' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Education');
    expect(address()).toBe('/blog/category/Education/');
    expect(screen.getByRole('combobox', { name: 'Select Category' })).toHaveValue('Education');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Select Category' }), '');
    expect(address()).toBe('/blog');
  });
});

describe('structured data', () => {
  it.each(['/blog/', '/blog/?page=2', '/blog/category/Articles/', '/blog/archive/June%202025/'])(
    'publishes the breadcrumb of %s as a BreadcrumbList ending at the blog',
    (path) => {
      renderBlog(path);
      const list = jsonLdOfType('BreadcrumbList') as {
        itemListElement: Array<{ name: string; item: string }>;
      };
      expect(list.itemListElement.map((step) => step.name)).toEqual(visibleCrumbs());
      expect(list.itemListElement).toEqual([
        expect.objectContaining({ position: 1, item: 'http://localhost:3000/' }),
        expect.objectContaining({ position: 2, name: 'BLOG', item: 'http://localhost:3000/blog/' }),
      ]);
      expect(jsonLdBlocks()).toHaveLength(1);
    },
  );
});
