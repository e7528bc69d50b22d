import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { keepVisitorState } from './visitorState';

function SearchForm() {
  const [query, setQuery] = useState('');
  return (
    <form role="search">
      <label htmlFor="q">Search articles</label>
      <input
        id="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <input type="checkbox" aria-label="Only videos" />
      <p>{query ? `Results for ${query}` : 'Type to search'}</p>
    </form>
  );
}

describe('keepVisitorState', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('gives text typed and focus on the prerendered page to the app that replaces it', () => {
    // The prerendered page, before the app runs: the visitor types into its search field.
    const container = document.createElement('div');
    container.innerHTML =
      '<form role="search"><label for="q">Search articles</label><input id="q" type="search">' +
      '<input type="checkbox" aria-label="Only videos"><p>Type to search</p></form>';
    document.body.append(container);
    const field = container.querySelector('input[type="search"]') as HTMLInputElement;
    field.value = 'flu';
    field.focus();

    const restore = keepVisitorState(container);
    act(() => {
      root = createRoot(container);
      root.render(<SearchForm />);
    });
    act(() => restore());

    expect(screen.getByRole('searchbox')).toHaveValue('flu');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByText('Results for flu')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('changes nothing when the visitor did nothing', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Prerendered</p>';
    document.body.append(container);
    const restore = keepVisitorState(container);
    act(() => {
      root = createRoot(container);
      root.render(<SearchForm />);
    });
    act(() => restore());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(document.body).toHaveFocus();
  });
});
