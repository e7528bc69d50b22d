import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@practice/router';
import { readPrerenderedPage } from '../../app/prerender/prerenderedPage';
import { loadRemoteModule } from '../../app/remotes/federation';
import { renderAt } from '../../testing/renderAt';
import { NervePainPopup } from './NervePainPopup';

jest.mock('../../app/remotes/federation', () => ({ loadRemoteModule: jest.fn() }));

const ARTICLE = '/blog/Axon-Therapy-Relief-for-Nerve-Pain/';
const load = jest.mocked(loadRemoteModule);

/** The pop-up on a page that also links elsewhere, as the site frame would. */
const page = (
  <>
    <Link to="/aboutUs/">About us</Link>
    <NervePainPopup />
  </>
);

/** Lets pending decisions settle, then tells whether the dialog is open. */
async function popupOpens(): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return screen.queryByRole('dialog') !== null;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => null, nervePainArticlePath: ARTICLE } as never);
});

describe('NervePainPopup', () => {
  it('opens on landing, as a labelled modal dialog linking to the therapy page', async () => {
    renderAt('/', page);
    const dialog = await screen.findByRole('dialog', { name: 'Living with nerve pain?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: /Axon therapy/ })).toHaveAttribute(
      'href',
      '/services/axon-therapy-mpns/',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['/services/axon-therapy-mpns/', '/services/axon-therapy-mpns'])(
    'never opens on the therapy page %s',
    async (path) => {
      renderAt(path, page);
      expect(await popupOpens()).toBe(false);
    },
  );

  it('asks the blog which article is about the therapy, and stays closed there', async () => {
    renderAt(ARTICLE, page);
    expect(await popupOpens()).toBe(false);
    expect(load).toHaveBeenCalledWith('blog/BlogRoutes');
  });

  it('opens on other blog pages once the blog has answered', async () => {
    renderAt('/blog/', page);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed on blog pages when the blog is down', async () => {
    load.mockRejectedValue(new Error('The blog remote is unavailable'));
    renderAt('/blog/', page);
    expect(await popupOpens()).toBe(false);
  });

  it('opens once per page load: not again after navigating', async () => {
    renderAt('/', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/aboutUs/');
    expect(await popupOpens()).toBe(false);
  });

  it('stays closed when the visitor has moved on before the blog answered', async () => {
    let answer: (value: never) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/blog/', page);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    answer({ default: () => null, nervePainArticlePath: ARTICLE } as never);
    expect(await popupOpens()).toBe(false);
  });

  it('closes when its link is followed', async () => {
    renderAt('/', page);
    await userEvent.click(await screen.findByRole('link', { name: /Learn about Axon therapy/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/services/axon-therapy-mpns/');
  });

  describe('on a prerendered page sent with the pop-up open', () => {
    /** The page as the server sent it: the pop-up's static copy beside #root. */
    function landOnPrerenderedPage(path: string) {
      const root = document.createElement('div');
      root.innerHTML = '<main>Prerendered</main>';
      const copy = document.createElement('div');
      copy.setAttribute('data-prerendered', '');
      document.body.append(copy);
      readPrerenderedPage(root, path);
      copy.remove();
    }

    afterEach(() => readPrerenderedPage(document.createElement('div'), '/'));

    it('is open from the first render, so the page never shows without it', () => {
      landOnPrerenderedPage('/');
      renderAt('/', page);
      expect(screen.getByRole('dialog', { name: 'Living with nerve pain?' })).toBeInTheDocument();
    });

    it('closes when the blog cannot say which article is the therapy one', async () => {
      load.mockRejectedValue(new Error('The blog remote is unavailable'));
      landOnPrerenderedPage('/blog/');
      renderAt('/blog/', page);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('stays closed once the visitor closed it, whatever the blog answers later', async () => {
      let answer: (value: never) => void = () => undefined;
      load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      landOnPrerenderedPage('/blog/');
      renderAt('/blog/', page);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      answer({ default: () => null, nervePainArticlePath: ARTICLE } as never);
      expect(await popupOpens()).toBe(false);
    });
  });
});
