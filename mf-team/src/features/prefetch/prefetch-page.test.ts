import { preloadImage } from '@practice/ui-kit';
import { providers } from '../../content/providers';
import { EAGER_PHOTOS } from '../../lib/photo-size';
import { prefetchPage } from './prefetch-page';

jest.mock('@practice/ui-kit', () => ({
  ...jest.requireActual('@practice/ui-kit'),
  preloadImage: jest.fn(),
}));

const preloaded = jest.mocked(preloadImage);

beforeEach(() => preloaded.mockClear());

it('fetches the photos the team page loads at once', () => {
  prefetchPage('/ourteam/');
  expect(preloaded.mock.calls).toEqual(
    providers.slice(0, EAGER_PHOTOS).map((provider) => [provider.imageUrl]),
  );
});

it("fetches a profile's photo, with or without the trailing slash", () => {
  const [provider] = providers;
  prefetchPage(`/ourteam/${provider.id}`);
  prefetchPage(`/ourteam/${provider.id}/`);
  expect(preloaded.mock.calls).toEqual([[provider.imageUrl], [provider.imageUrl]]);
});

it('fetches nothing for a provider who is not on the team', () => {
  prefetchPage('/ourteam/No_One');
  expect(preloaded).not.toHaveBeenCalled();
});
