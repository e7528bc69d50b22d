import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ExternalLink } from './ExternalLink';
import { JsonLd } from './JsonLd';
import { PageHead } from './PageHead';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

describe('ExternalLink', () => {
  it('opens another site in a new tab with no opener, and says so', () => {
    render(<ExternalLink href="https://example.org/">Book now</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Book now (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names an icon-only link by its label', () => {
    render(
      <ExternalLink href="https://example.org/" label="Facebook">
        <svg aria-hidden="true" />
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe('JsonLd', () => {
  it('writes parseable JSON in which no text can close the script', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('PageHead', () => {
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content');

  it('gives the page its title and description, and link previews the same', () => {
    render(
      <PageHead title="SUD Treatment | Omega Health Care" description="Care without judgment." />,
    );
    expect(document.title).toBe('SUD Treatment | Omega Health Care');
    expect(content('meta[name="description"]')).toBe('Care without judgment.');
    expect(content('meta[property="og:title"]')).toBe('SUD Treatment | Omega Health Care');
    expect(content('meta[property="og:description"]')).toBe('Care without judgment.');
    expect(content('meta[name="twitter:title"]')).toBe('SUD Treatment | Omega Health Care');
    expect(content('meta[name="twitter:description"]')).toBe('Care without judgment.');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a Not Found page out of search results', () => {
    render(<PageHead title="Page Not Found" description="Nothing here." noIndex />);
    expect(content('meta[name="robots"]')).toBe('noindex');
  });
});

describe('useTypedBeforeHydration', () => {
  function Search() {
    const [query, setQuery] = useState('');
    const field = useRef<HTMLInputElement>(null);
    useTypedBeforeHydration(field, setQuery);
    return (
      <>
        <input
          ref={field}
          aria-label="Search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p>{query ? `Results for ${query}` : 'Type to search'}</p>
      </>
    );
  }

  it('gives text typed into the server page before hydration to the component', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'flu';
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('flu');
    expect(screen.getByText('Results for flu')).toBeInTheDocument();
    container.remove();
  });

  it('leaves a field mounted in the browser empty', () => {
    render(<Search />);
    expect(screen.getByText('Type to search')).toBeInTheDocument();
  });
});
