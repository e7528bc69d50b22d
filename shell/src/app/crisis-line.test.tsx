import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectCrisisLineWhereNeeded } from '@practice/tooling/crisis-line';
import { shellPages } from '../server/shell-pages';
import { App } from './App';

/**
 * Every screen of the shell whose own text speaks of mental health, suicide, crisis, substance
 * use or addiction shows the crisis line (988 and 911) in its main content. The pages are the
 * sitemap's, so a new screen is checked once it is listed there.
 */
jest.mock('../remotes/federation', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => null })),
  remoteNameOf: (id: string) => id.split('/')[0],
}));
jest.mock('../features/promo-popup/NervePainPopup', () => ({ NervePainPopup: () => null }));

it.each([...shellPages(), '/no-such-page/'])('%s', async (url) => {
  window.scrollTo = jest.fn();
  // Lazy screens suspend: React 19 wants the render inside an awaited act.
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1 });
  expectCrisisLineWhereNeeded(url, screen.getByRole('main'));
});
