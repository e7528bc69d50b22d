import type { BlogArticleSummary } from '../content/model';
import { blogPostingJsonLd } from './structured-data';
import { serializeJsonLd } from '@practice/ui-kit';

const site = { origin: 'https://www.omegahealth.example', practiceName: 'Omega Health Care' };

const article: BlogArticleSummary = {
  endpoint: 'Flu-Shots-What-to-Know',
  title: 'Flu Shots: What to Know',
  seoTitle: 'Flu Shots | Omega Health Care',
  tagline: 'A short guide.',
  description: 'Who should get a flu shot, and when.',
  date: 'October 2nd 2025',
  category: 'Announcements',
  tags: ['vaccines', 'flu'],
  image: 'https://cdn.omegahealth.example/assets/flu.1234abcd.svg',
  imageAlt: 'A vaccine vial',
};

describe('blogPostingJsonLd', () => {
  const posting = blogPostingJsonLd(site, article, 'https://www.omegahealth.example/blog/x/');
  const practice = {
    '@type': 'Organization',
    name: 'Omega Health Care',
    url: 'https://www.omegahealth.example',
  };

  it('is a schema.org BlogPosting', () => {
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('BlogPosting');
  });

  it('takes the headline from the title and the description from the teaser', () => {
    expect(posting.headline).toBe('Flu Shots: What to Know');
    expect(posting.description).toBe('Who should get a flu shot, and when.');
  });

  it('publishes the ISO date parsed from the date text', () => {
    expect(posting.datePublished).toBe('2025-10-02');
  });

  it('leaves out a date it cannot parse rather than publishing a wrong one', () => {
    const undated = blogPostingJsonLd(site, { ...article, date: 'soon' }, site.origin);
    expect(JSON.parse(serializeJsonLd(undated))).not.toHaveProperty('datePublished');
  });

  it('gives the image as an absolute URL', () => {
    expect(posting.image).toBe('https://cdn.omegahealth.example/assets/flu.1234abcd.svg');
    const relative = blogPostingJsonLd(
      site,
      { ...article, image: '/assets/flu.svg' },
      'http://localhost:3000/blog/x/',
    );
    expect(relative.image).toBe('http://localhost:3000/assets/flu.svg');
  });

  it('names the public post URL as its url and main entity', () => {
    expect(posting.url).toBe('https://www.omegahealth.example/blog/Flu-Shots-What-to-Know/');
    expect(posting.mainEntityOfPage).toBe(posting.url);
  });

  it('credits the practice as author and publisher', () => {
    expect(posting.author).toEqual(practice);
    expect(posting.publisher).toEqual(practice);
  });

  it('gives the tags as keywords and the category as the section', () => {
    expect(posting.keywords).toEqual(['vaccines', 'flu']);
    expect(posting.articleSection).toBe('Announcements');
  });
});
