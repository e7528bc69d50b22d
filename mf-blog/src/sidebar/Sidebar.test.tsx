import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles } from '../content/articles';
import { renderBlog } from '../testing/render-blog';

const panel = (name: string) => screen.getByRole('region', { name });
const address = () => screen.getByTestId('address').textContent;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('search', () => {
  const status = () => within(panel('Search')).getByRole('status');
  const searchBox = () =>
    screen.getByRole('searchbox', { name: 'Search articles by title or tag' });
  // Away from the blog list (here a category), the results are links under the box.
  const AWAY = '/blog/category/Articles/';

  it('is a form that asks the blog for /blog/?q=… without script', () => {
    renderBlog(AWAY);
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog/');
    expect(searchBox()).toHaveAttribute('name', 'q');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('lists articles whose title or tag contains the text, ignoring case', async () => {
    renderBlog(AWAY);
    await userEvent.type(searchBox(), 'VACCINE');
    const results = within(screen.getByRole('list', { name: 'Search results' }));
    const expected = articles.filter(
      (article) =>
        article.title.toLowerCase().includes('vaccine') ||
        article.tags.some((tag) => tag.includes('vaccine')),
    );
    expect(results.getAllByRole('link')).toHaveLength(expected.length);
    expect(status()).toHaveTextContent(`${expected.length} articles found`);
    expect(address()).toBe(AWAY);
  });

  it('says so when nothing matches, and shows nothing once the box is cleared', async () => {
    renderBlog(AWAY);
    await userEvent.type(searchBox(), 'dentistry');
    expect(status()).toHaveTextContent('No articles match “dentistry”.');
    await userEvent.clear(searchBox());
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('');
  });

  it('opens a result and clears the box and the results', async () => {
    renderBlog(AWAY);
    await userEvent.type(searchBox(), 'naloxone');
    const results = within(screen.getByRole('list', { name: 'Search results' }));
    await userEvent.click(
      results.getByRole('link', { name: 'Why Naloxone Belongs in Every Home First Aid Kit' }),
    );
    expect(address()).toBe('/blog/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit/');
    await waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false'));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('opens the list of results on Enter', async () => {
    renderBlog(AWAY);
    await userEvent.type(searchBox(), ' heart {Enter}');
    expect(address()).toBe('/blog/?q=heart');
    expect(screen.getByText('Search: “heart”')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('heart');
  });

  // docs/product.md, "Blog sidebar": results appear as links under the box, on the blog list too.
  it('on the blog list, typing lists links under the box and leaves the list and address', async () => {
    renderBlog('/blog/?page=2');
    await userEvent.type(searchBox(), 'NALOXONE');
    const results = within(screen.getByRole('list', { name: 'Search results' }));
    expect(results.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Why Naloxone Belongs in Every Home First Aid Kit',
    ]);
    expect(address()).toBe('/blog/?page=2');
    expect(screen.queryByText('Search: “NALOXONE”')).not.toBeInTheDocument();
    await userEvent.clear(searchBox());
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(address()).toBe('/blog/?page=2');
  });

  it('on the list of results, the box holds its query with no links until another is typed', async () => {
    renderBlog('/blog/?q=vaccine');
    expect(searchBox()).toHaveValue('vaccine');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'naloxone');
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link'),
    ).toHaveLength(1);
    await userEvent.type(searchBox(), '{Enter}');
    expect(address()).toBe('/blog/?q=naloxone');
    expect(screen.getByText('Search: “naloxone”')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});

describe('categories', () => {
  it('links the three categories and highlights the current one, ignoring case', () => {
    renderBlog('/blog/category/articles/');
    const links = within(panel('Categories')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Articles',
      'Announcements',
      'Education',
    ]);
    expect(links[0]).toHaveAttribute('href', '/blog/category/Articles/');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });
});

describe('archives', () => {
  it('links 14 months from October 2025 back to September 2024, the current one highlighted', () => {
    renderBlog('/blog/archive/june%202025/');
    const links = within(panel('Archives')).getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(links[0]).toHaveTextContent('October 2025');
    expect(links[13]).toHaveTextContent('September 2024');
    const june = within(panel('Archives')).getByRole('link', { name: 'June 2025' });
    expect(june).toHaveAttribute('href', '/blog/archive/June%202025/');
    expect(june).toHaveAttribute('aria-current', 'page');
  });
});

describe('recent blogs', () => {
  it('links the three newest articles', () => {
    renderBlog('/blog/');
    const links = within(panel('Recent Blogs')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Quitting Smoking or Vaping With the Right Support',
      'Flu Shots Are Now Available at Our Millbrook Office',
      'Why Every Adult Should Get Tested for Hepatitis C',
    ]);
  });
});
