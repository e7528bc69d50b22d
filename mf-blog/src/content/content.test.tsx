import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseArticleDate } from '../lib/dates';
import { endpointFromTitle } from '../../markdown/endpoint.cjs';
import { listFor } from '../lib/filters';
import { articleByEndpoint, articles } from './articles';
import { loadArticleBody } from './articles/load-body';
import { ARCHIVE_MONTHS, CATEGORIES } from './categories';
import { educationArticles } from './education';
import type { BlogArticleBody } from './model';
import { videos } from './videos';

const ASSETS = path.join(__dirname, '../assets/blog');
const ARTICLES = path.join(__dirname, 'articles');
const endpoints = articles.map((article) => article.endpoint);
let bodies: BlogArticleBody[];
/** Each body's text as HTML, with plain elements (the page's own links need its router). */
let texts: string[];

beforeAll(async () => {
  bodies = await Promise.all(endpoints.map(loadArticleBody));
  texts = bodies.map(({ Content }) => renderToStaticMarkup(<Content />));
});

const bodyOf = (endpoint: string) => bodies[endpoints.indexOf(endpoint)];
const textOf = (endpoint: string) => texts[endpoints.indexOf(endpoint)];
const NERVE_PAIN = 'Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care';
const TELEHEALTH = 'Telehealth-Every-Tuesday-and-Thursday-at-Our-Pine-Ridge-Township-Office';

describe('article summaries', () => {
  it('has one article per Markdown file, at least 30', () => {
    const files = fs.readdirSync(ARTICLES).filter((name) => /^[^_].*\.md$/u.test(name));
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(endpoints.map((endpoint) => `${endpoint}.md`).sort()).toEqual(files.sort());
  });

  it('names every file by its title, as a URL-safe endpoint that finds it again (docs/product.md)', () => {
    for (const article of articles) {
      expect(article.endpoint).toBe(endpointFromTitle(article.title));
      expect(encodeURIComponent(article.endpoint)).toBe(article.endpoint);
      expect(articleByEndpoint(article.endpoint)).toBe(article);
    }
  });

  it('dates every article from September 2024 to October 2025, newest first', () => {
    const times = articles.map((article) => parseArticleDate(article.date));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.parse('September 1 2024'));
      expect(time).toBeLessThan(Date.parse('November 1 2025'));
    }
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('uses only the Articles and Announcements categories, with both present', () => {
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(['Articles', 'Announcements']),
    );
  });

  it('has the text a card and a page need', () => {
    for (const article of articles) {
      for (const text of [article.title, article.tagline, article.description]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
      expect(article.imageAlt.trim()).not.toBe('');
      expect(article.tags.length).toBeGreaterThan(0);
      if (article.link) expect(article.link).toMatch(/^https:\/\//);
    }
  });

  it('opens no pop-up on the nerve-pain therapy article only', () => {
    const noPopup = articles.filter((article) => article.noPopup);
    expect(noPopup.map((article) => article.endpoint)).toEqual([NERVE_PAIN]);
    expect(noPopup[0].title).toMatch(/magnetic nerve pain therapy/i);
  });

  it("includes the telehealth announcement the shell's announcement strip links to", () => {
    expect(articleByEndpoint(TELEHEALTH)?.category).toBe('Announcements');
  });
});

describe('archives and categories', () => {
  it('has 14 archive months, September 2024 to October 2025, one month apart', () => {
    expect(ARCHIVE_MONTHS).toHaveLength(14);
    expect(ARCHIVE_MONTHS.at(-1)).toBe('September 2024');
    expect(ARCHIVE_MONTHS[0]).toBe('October 2025');
    const months = ARCHIVE_MONTHS.map((month) => new Date(Date.parse(`1 ${month}`)));
    months.slice(1).forEach((month, index) => {
      const later = months[index];
      const gap =
        (later.getFullYear() - month.getFullYear()) * 12 + later.getMonth() - month.getMonth();
      expect(gap).toBe(1);
    });
  });

  it.each(ARCHIVE_MONTHS)('lists at least one article for %s', (month) => {
    const listing = listFor({ type: 'archive', value: month }, { articles, education: [] });
    expect(listing.items.length).toBeGreaterThan(0);
  });

  it('has the three categories', () => {
    expect(CATEGORIES).toEqual(['Articles', 'Announcements', 'Education']);
  });
});

describe('article bodies', () => {
  it('gives every article several paragraphs', () => {
    for (const text of texts) expect(text.match(/<(p|li)>/gu)?.length).toBeGreaterThanOrEqual(4);
  });

  it('links only to https pages or paths of this site', () => {
    const hrefs = texts.flatMap((text) => [...text.matchAll(/href="([^"]*)"/gu)].map((m) => m[1]));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|\/)/);
  });

  it('has three posts with a tall image carousel, as docs/product.md says, and more with one', () => {
    const withCarousel = bodies.filter((body) => (body.carousel?.length ?? 0) > 1);
    expect(withCarousel.length).toBeGreaterThanOrEqual(3);
    const tall = articles.filter((article) => article.tallCarousel);
    expect(tall).toHaveLength(3);
    for (const { endpoint } of tall) expect(bodyOf(endpoint).carousel?.length).toBeGreaterThan(1);
  });

  it('embeds only the practice’s own video entries', () => {
    const videoIds = videos.map((video) => video.videoId);
    for (const body of bodies) {
      for (const id of [body.video, body.bodyVideo].filter(Boolean)) {
        expect(videoIds).toContain(id);
      }
    }
  });

  it('describes the magnetic nerve-pain therapy in its article', () => {
    expect(textOf(NERVE_PAIN)).toMatch(/magnetic peripheral nerve stimulation/i);
  });

  it('announces telehealth every Tuesday and Thursday at the satellite location', () => {
    expect(textOf(TELEHEALTH)).toMatch(
      /satellite unit now offers telehealth visits every Tuesday and Thursday/,
    );
  });
});

describe('education list and videos', () => {
  it('has 8 curated education pages on https, each with a source and text', () => {
    expect(educationArticles).toHaveLength(8);
    const urls = educationArticles.map((article) => article.url);
    expect(new Set(urls).size).toBe(8);
    for (const article of educationArticles) {
      expect(article.url).toMatch(/^https:\/\//);
      expect(article.source).not.toBe('');
      expect(article.description.length).toBeGreaterThan(40);
      expect(article.imgAlt).not.toBe('');
    }
  });

  it('has 4 video entries with matching endpoints and links', () => {
    expect(videos).toHaveLength(4);
    expect(new Set(videos.map((video) => video.videoId)).size).toBe(4);
    for (const video of videos) {
      expect(['Shorts', 'Videos']).toContain(video.type);
      expect(video.category).toBe('Education');
      expect(video.endpoint).toBe(endpointFromTitle(video.title));
      expect(video.videoLink).toContain(video.videoId);
      expect(Number.isNaN(parseArticleDate(video.date))).toBe(false);
    }
  });
});

describe('images', () => {
  /** Every image of the bodies' text and carousels, with its description. */
  const bodyImages = () => [
    ...texts.flatMap((text) =>
      [...text.matchAll(/<img[^>]* src="([^"]*)" alt="([^"]*)"/gu)].map(([, image, alt]) => ({
        image,
        alt,
      })),
    ),
    ...bodies.flatMap((body) => body.carousel ?? []),
  ];

  it('finds every referenced image in the assets folder', () => {
    // Under jest an image import is its file name.
    const images = [
      ...articles.map((article) => article.image),
      ...educationArticles.map((article) => article.img),
      ...videos.map((video) => video.blogPageImg),
      ...bodyImages().map((image) => image.image),
    ];
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) expect(fs.existsSync(path.join(ASSETS, image))).toBe(true);
  });

  it('describes every body image', () => {
    for (const image of bodyImages()) expect(image.alt.trim()).not.toBe('');
  });
});
