import fs from 'node:fs';
import path from 'node:path';
import type { BlogArticleBody } from '@practice/shared-types';
import { parseArticleDate } from '../lib/dates';
import { endpointFromTitle } from '../lib/endpoint';
import { listFor } from '../lib/filters';
import {
  articleByEndpoint,
  articles,
  NERVE_PAIN_ARTICLE_ID,
  TALL_CAROUSEL_POST_IDS,
} from './articles';
import { loadArticleBody } from './articles/loadBody';
import { ARCHIVE_MONTHS, CATEGORIES } from './categories';
import { educationArticles } from './education';
import { videos } from './videos';

const ASSETS = path.join(__dirname, '../assets/blog');
const ids = articles.map((article) => article.blogId);
let bodies: BlogArticleBody[];

beforeAll(async () => {
  bodies = await Promise.all(ids.map(loadArticleBody));
});

const bodyOf = (blogId: number) => bodies[ids.indexOf(blogId)];

describe('article summaries', () => {
  it('has at least 30 articles with unique ids, including 14 to 37', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (let id = 14; id <= 37; id += 1) expect(ids).toContain(id);
  });

  it('gives every article a unique, URL-safe endpoint that finds it again', () => {
    const endpoints = articles.map((article) => endpointFromTitle(article.title));
    expect(new Set(endpoints).size).toBe(endpoints.length);
    for (const [index, endpoint] of endpoints.entries()) {
      expect(encodeURIComponent(endpoint)).toBe(endpoint);
      expect(articleByEndpoint(endpoint)).toBe(articles[index]);
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
      expect(article.blogPageImgAltText.trim()).not.toBe('');
      expect(article.tags.length).toBeGreaterThan(0);
      if (article.link) expect(article.link).toMatch(/^https:\/\//);
    }
  });

  it('includes the nerve-pain therapy article and the telehealth announcement', () => {
    const nervePain = articles.find((article) => article.blogId === NERVE_PAIN_ARTICLE_ID);
    expect(nervePain?.title).toMatch(/magnetic nerve pain therapy/i);
    // The shell's announcement strip links to this path.
    const telehealth = articleByEndpoint(
      'Telehealth-Every-Tuesday-and-Thursday-at-Our-Pine-Ridge-Township-Office',
    );
    expect(telehealth?.category).toBe('Announcements');
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
  it('loads a body for every article, with the same id', () => {
    bodies.forEach((body, index) => expect(body.blogId).toBe(ids[index]));
  });

  it('gives every article several paragraphs', () => {
    for (const body of bodies) {
      const paragraphs = [
        ...body.blogPageDescription,
        ...(body.blogPageDescription2 ?? []),
        ...(body.blogPageDescription3 ?? []),
      ];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('only styles paragraphs that exist in the post', () => {
    for (const body of bodies) {
      const paragraphs = new Set([
        ...body.blogPageDescription,
        ...(body.blogPageDescription2 ?? []),
        ...(body.blogPageDescription3 ?? []),
      ]);
      const styled = [
        ...(body.subHeadings ?? []),
        ...(body.spanDesc ?? []),
        ...(body.italic ?? []),
        ...(body.bold ?? []),
        ...(body.links ?? []).map((link) => link.text),
      ];
      for (const text of styled)
        expect({ blogId: body.blogId, text, found: paragraphs.has(text) }).toEqual({
          blogId: body.blogId,
          text,
          found: true,
        });
    }
  });

  it('links only to https pages or paths of this site', () => {
    for (const link of bodies.flatMap((body) => body.links ?? [])) {
      expect(link.href).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it('has at least three posts with an image carousel, including the tall ones', () => {
    const withCarousel = bodies.filter((body) => (body.carouselImages?.length ?? 0) > 1);
    expect(withCarousel.length).toBeGreaterThanOrEqual(3);
    for (const id of TALL_CAROUSEL_POST_IDS)
      expect(bodyOf(id).carouselImages?.length).toBeGreaterThan(1);
  });

  it('embeds only the practice’s own video entries', () => {
    const videoIds = videos.map((video) => video.videoId);
    for (const body of bodies) {
      for (const id of [body.videoId, body.blogVideoId].filter(Boolean)) {
        expect(videoIds).toContain(id);
      }
    }
  });

  it('describes the magnetic nerve-pain therapy in its article', () => {
    expect(bodyOf(NERVE_PAIN_ARTICLE_ID).blogPageDescription.join(' ')).toMatch(
      /magnetic peripheral nerve stimulation/i,
    );
  });

  it('announces telehealth every Tuesday and Thursday at the satellite location', () => {
    const telehealth = articleByEndpoint(
      'Telehealth-Every-Tuesday-and-Thursday-at-Our-Pine-Ridge-Township-Office',
    );
    expect(bodyOf(telehealth!.blogId).blogPageDescription.join(' ')).toMatch(
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
  it('finds every referenced image in the assets folder', () => {
    // Under jest an image import is its file name.
    const images = [
      ...articles.map((article) => article.blogPageImg),
      ...educationArticles.map((article) => article.img),
      ...videos.map((video) => video.blogPageImg),
      ...bodies.flatMap((body) => [
        ...(body.blogPageImg2 ? [body.blogPageImg2] : []),
        ...(body.blogPageImg3 ?? []).map((image) => image.img),
        ...(body.carouselImages ?? []).map((image) => image.img),
      ]),
    ];
    expect(images.length).toBeGreaterThan(30);
    for (const image of images) expect(fs.existsSync(path.join(ASSETS, image))).toBe(true);
  });

  it('describes every body image', () => {
    for (const body of bodies) {
      if (body.blogPageImg2) expect(body.blogPageImgAltText2?.trim()).toBeTruthy();
      for (const image of [...(body.blogPageImg3 ?? []), ...(body.carouselImages ?? [])]) {
        expect(image.alt.trim()).not.toBe('');
      }
    }
  });
});
