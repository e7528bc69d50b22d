import { createSlotIncludes } from './slot-includes';

const page = { path: '/blog/Some-Post/', search: '?page=2' };
const props = { site: { phone: '(732) 555-0142' } };
const marker = (at: string) => `<template data-ssi="${at}"></template>`;

const decodedProps = (directive: string) => {
  const url = new URL(/virtual="([^"]+)"/.exec(directive)![1]!, 'http://site');
  return JSON.parse(Buffer.from(url.searchParams.get('props')!, 'base64url').toString());
};

describe('createSlotIncludes', () => {
  it("puts the route's remote HTML and head tags, asked for once, straight into the page", () => {
    const includes = createSlotIncludes(page, {
      id: 'blog/BlogRoutes',
      page: {
        status: 200,
        data: {},
        head: '<title>A post</title>',
        body: '<!--$--><p>$1 off</p><!--/$-->',
      },
    });
    const slot = includes.slot('blog/BlogRoutes', props);
    expect(slot.kind).toBe('inline');
    if (slot.kind !== 'inline') return;
    expect(includes.withIncludes(`<div>${marker(slot.at)}</div>`)).toBe(
      '<div><!--$--><p>$1 off</p><!--/$--></div>',
    );
    expect(includes.head()).toBe('<title>A post</title>');
  });

  it("includes a widget's body, with the notice as the fallback, and its stylesheets in the head", () => {
    const includes = createSlotIncludes({ path: '/', search: '' });
    const slot = includes.slot('reviews/ReviewsCarousel', props);
    expect(slot.kind).toBe('include');
    if (slot.kind !== 'include') return;
    const html = includes.withIncludes(
      `<div>${marker(slot.open)}<p>notice</p>${marker(slot.close)}</div>`,
    );
    // The notice is the include's stub: written only when the remote's HTML does not come.
    expect(html).toMatch(
      /^<div><!--# block name="slot_0" --><p>notice<\/p><!--# endblock --><!--# include virtual="\/_fragments\/reviews\/ReviewsCarousel\?[^"]*part=body" stub="slot_0" --><\/div>$/,
    );
    // Its stylesheets alone: its scripts load once it nears the viewport.
    expect(includes.head()).toMatch(
      /^<!--# include virtual="\/_fragments\/reviews\/ReviewsCarousel\?[^"]*part=styles" -->$/,
    );
  });

  it('passes the page address and the props, site facts included, to the remote', () => {
    const includes = createSlotIncludes(page);
    includes.slot('blog/LatestArticles', props);
    const url = new URL(/virtual="([^"]+)"/.exec(includes.head())![1]!, 'http://site');
    expect(url.searchParams.get('path')).toBe('/blog/Some-Post/');
    expect(url.searchParams.get('search')).toBe('?page=2');
    expect(decodedProps(includes.head())).toEqual(props);
  });

  it('gives each widget of a page its own stub', () => {
    const includes = createSlotIncludes({ path: '/', search: '' });
    const slots = [
      includes.slot('blog/LatestArticles', props),
      includes.slot('reviews/ReviewsCarousel', props),
    ];
    const html = includes.withIncludes(
      slots
        .flatMap((slot) => (slot.kind === 'include' ? [marker(slot.open), marker(slot.close)] : []))
        .join(''),
    );
    expect(html).toContain('stub="slot_0"');
    expect(html).toContain('stub="slot_1"');
  });

  it('sends only the notice for a route remote that did not answer, and includes nothing of it', () => {
    const includes = createSlotIncludes(page, { id: 'blog/BlogRoutes', page: null });
    expect(includes.slot('blog/BlogRoutes', props)).toEqual({ kind: 'unavailable' });
    expect(includes.head()).toBe('');
  });
});
