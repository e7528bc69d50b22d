import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as bodies from '../../content/articles/load-body';
import { jsonLdBlocks, jsonLdOfType, visibleCrumbs } from '@practice/tooling/json-ld';
import { renderBlog } from '../../testing/render-blog';

const NERVE_PAIN = '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/';
const NALOXONE = '/blog/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit/';

afterEach(() => jest.restoreAllMocks());

/** Waits until the body chunk has arrived, so no update lands after the test. */
const bodyLoaded = () =>
  waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false'));

describe('a post', () => {
  it('shows the summary at once and the body when it has loaded', async () => {
    renderBlog(NERVE_PAIN);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Magnetic Nerve Pain Therapy Now Available at Omega Health Care',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A non-invasive, 13.5-minute treatment option for nerve pain.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the article…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How the therapy works' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the article…')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  });

  it('sets the title from seoTitle and the description from the teaser', async () => {
    renderBlog(NERVE_PAIN);
    await waitFor(() =>
      expect(document.title).toBe('Magnetic Nerve Pain Therapy (mPNS) | Omega Health Care'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Magnetic peripheral nerve stimulation is a non-invasive therapy'),
    );
  });

  it('shows the breadcrumb, date badge and related tags', async () => {
    renderBlog(NERVE_PAIN);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'BLOG' })).toHaveAttribute('href', '/blog/');
    expect(
      breadcrumb.getByText('Magnetic Nerve Pain Therapy Now Available at Omega Health Care'),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('May 20th 2025').closest('time')).toHaveAttribute(
      'dateTime',
      '2025-05-20',
    );
    await bodyLoaded();
    const tags = within(screen.getByRole('region', { name: 'Related Tags' }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nerve Pain',
      'Axon Therapy',
      'Pain Management',
    ]);
  });

  it('styles paragraphs by the post’s lists and highlights keywords in the others', async () => {
    renderBlog(NERVE_PAIN);
    const bold = await screen.findByText(
      'This therapy works alongside your other care, not in place of it.',
    );
    expect(bold.tagName).toBe('STRONG');
    expect(
      screen.getByRole('link', { name: 'See payment plan options on our Get Financed page' }),
    ).toHaveAttribute('href', '/get-financed/');
    expect(screen.getByText('Each session lasts 13.5 minutes.').tagName).toBe('LI');
    expect(screen.getByText('non-invasive', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Book an evaluation to find out/)).toBeInTheDocument();
  });

  it('opens external body links in a new tab and names the source', async () => {
    renderBlog(NALOXONE);
    const link = await screen.findByRole('link', {
      name: /Learn more about naloxone from the National Institute on Drug Abuse/,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Source:')).toContainElement(
      screen.getByRole('link', { name: /^nida\.nih\.gov/ }),
    );
  });

  it('shares the public post URL on Facebook in a 550 by 400 window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderBlog(NERVE_PAIN);
    await bodyLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=' +
        encodeURIComponent(`http://localhost:3000${NERVE_PAIN}`),
      'share-facebook',
      expect.stringMatching(/^width=550,height=400,/),
    );
    expect(screen.getByRole('link', { name: /Follow us on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/omegahealth.example',
    );
  });

  it('offers a retry when the body cannot be loaded', async () => {
    // Not the body an earlier test loaded: this visit has to fetch it.
    jest.spyOn(bodies, 'loadedArticleBody').mockReturnValue(undefined);
    const load = jest.spyOn(bodies, 'loadArticleBody');
    load.mockRejectedValueOnce(new Error('offline'));
    renderBlog(NERVE_PAIN);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How the therapy works' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('post media', () => {
  it('shows a video as a play button until pressed, then the privacy-enhanced player', async () => {
    renderBlog('/blog/Getting-Ready-for-Respiratory-Virus-Season-With-Vaccines/');
    const play = await screen.findByRole('button', { name: 'Play video: How Vaccines Work' });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    const player = screen.getByTitle('How Vaccines Work');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/rb7TVW77ZCs?autoplay=1',
    );
    expect(player).toHaveFocus();
  });

  it('moves through a carousel with previous and next, wrapping around', async () => {
    renderBlog('/blog/More-Psychiatric-Nurse-Practitioner-Appointments-Now-Available/');
    const carousel = await screen.findByRole('region', {
      name: 'Images for More Psychiatric Nurse Practitioner Appointments Now Available',
    });
    const slide = (n: number) => within(carousel).getAllByRole('group', { hidden: true })[n - 1];
    expect(slide(1)).toBeVisible();
    expect(slide(2)).not.toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(slide(2)).toBeVisible();
    expect(slide(1)).not.toBeVisible();
    expect(within(carousel).getByText('Image 2 of 4')).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    expect(slide(4)).toBeVisible();
  });

  it('shows the single image when there is no video or carousel', async () => {
    renderBlog(NALOXONE);
    expect(
      await screen.findByRole('img', {
        name: 'Illustration of a naloxone nasal spray device next to a first aid kit and a pulse line',
      }),
    ).toHaveAttribute('width', '1200');
  });

  it('embeds a body video after the text, also only on request', async () => {
    renderBlog('/blog/How-Sleep-and-Mental-Health-Affect-Each-Other/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Play video: What Happens When You Do Not Sleep' }),
    );
    expect(screen.getByTitle('What Happens When You Do Not Sleep')).toHaveAttribute(
      'src',
      expect.stringContaining('/embed/dqONk48l5vY?autoplay=1'),
    );
  });
});

describe('unknown posts', () => {
  it.each(['/blog/No-Such-Post/', '/blog/No-Such-Post', '/blog/a/b/c'])(
    'shows Blog Not Found for %s',
    async (path) => {
      renderBlog(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blog/');
      await waitFor(() => expect(document.title).toBe('Blog Not Found | Omega Health Care'));
      // A soft 404 must not be indexed (the servers answer such paths with a real 404).
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
    },
  );

  it('finds a post whose address differs only in letter case', async () => {
    renderBlog(NALOXONE.toLowerCase());
    await bodyLoaded();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Why Naloxone Belongs in Every Home First Aid Kit',
      }),
    ).toBeInTheDocument();
  });
});

describe('structured data', () => {
  it('describes the post as a BlogPosting at once, before the body arrives', async () => {
    renderBlog(NERVE_PAIN);
    const posting = jsonLdOfType('BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Magnetic Nerve Pain Therapy Now Available at Omega Health Care',
      datePublished: '2025-05-20',
      url: `http://localhost:3000${NERVE_PAIN}`,
      mainEntityOfPage: `http://localhost:3000${NERVE_PAIN}`,
      author: { '@type': 'Organization', name: 'Omega Health Care', url: 'http://localhost:3000' },
      publisher: { '@type': 'Organization', name: 'Omega Health Care' },
      keywords: ['nerve pain', 'axon therapy', 'pain management'],
      articleSection: 'Articles',
    });
    expect(posting.description).toEqual(
      expect.stringContaining('Magnetic peripheral nerve stimulation is a non-invasive therapy'),
    );
    // Images resolve to their file name under test, made absolute against the site's origin.
    expect(posting.image).toMatch(/^http:\/\/localhost:3000\/[\w.-]+\.svg$/);
    await bodyLoaded();
  });

  it('publishes the visible breadcrumb as a BreadcrumbList ending at the post', async () => {
    renderBlog(NERVE_PAIN);
    const list = jsonLdOfType('BreadcrumbList') as {
      itemListElement: Array<{ name: string; item: string; position: number }>;
    };
    expect(list.itemListElement.map((step) => step.name)).toEqual(visibleCrumbs());
    expect(list.itemListElement.map((step) => step.item)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/blog/',
      `http://localhost:3000${NERVE_PAIN}`,
    ]);
    expect(list.itemListElement.map((step) => step.position)).toEqual([1, 2, 3]);
    await bodyLoaded();
  });

  it('publishes nothing for an unknown post', () => {
    renderBlog('/blog/No-Such-Post/');
    expect(jsonLdBlocks()).toEqual([]);
  });
});
