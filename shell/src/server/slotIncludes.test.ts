import { createSlotIncludes } from './slotIncludes';

const page = { path: '/blog/Some-Post/', search: '?page=2' };
const props = { site: { phone: '(732) 555-0142' } };

const decodedProps = (directive: string) => {
  const url = new URL(/virtual="([^"]+)"/.exec(directive)![1]!, 'http://site');
  return JSON.parse(Buffer.from(url.searchParams.get('props')!, 'base64url').toString());
};

describe('createSlotIncludes', () => {
  it("includes the remote's body, with the notice as the fallback, and its head tags", () => {
    const includes = createSlotIncludes(page);
    const slot = includes.slot('blog/BlogRoutes', props, 'area');
    expect(slot.unavailable).toBe(false);
    const html = includes.withIncludes(
      `<div><template data-ssi="${slot.open}"></template><p>notice</p><template data-ssi="${slot.close}"></template></div>`,
    );
    // The notice is the include's stub: written only when the remote's HTML does not come.
    expect(html).toMatch(
      /^<div><!--# block name="slot_0" --><p>notice<\/p><!--# endblock --><!--# include virtual="\/_fragments\/blog\/BlogRoutes\?[^"]*part=body" stub="slot_0" --><\/div>$/,
    );
    expect(includes.head()).toMatch(
      /^<!--# include virtual="\/_fragments\/blog\/BlogRoutes\?[^"]*part=head" -->$/,
    );
  });

  it('passes the page address and the props, site facts included, to the remote', () => {
    const includes = createSlotIncludes(page);
    includes.slot('blog/BlogRoutes', props, 'area');
    const url = new URL(/virtual="([^"]+)"/.exec(includes.head())![1]!, 'http://site');
    expect(url.searchParams.get('path')).toBe('/blog/Some-Post/');
    expect(url.searchParams.get('search')).toBe('?page=2');
    expect(decodedProps(includes.head())).toEqual(props);
  });

  it('gives each slot of a page its own stub', () => {
    const includes = createSlotIncludes({ path: '/', search: '' });
    const first = includes.slot('blog/LatestArticles', props, 'widget');
    const second = includes.slot('reviews/ReviewsCarousel', props, 'widget');
    const html = includes.withIncludes(
      [first.open, first.close, second.open, second.close]
        .map((marker) => `<template data-ssi="${marker}"></template>`)
        .join(''),
    );
    expect(html).toContain('stub="slot_0"');
    expect(html).toContain('stub="slot_1"');
  });

  it('asks a widget for its stylesheets alone: its scripts load once it nears the viewport', () => {
    const includes = createSlotIncludes({ path: '/', search: '' });
    includes.slot('reviews/ReviewsCarousel', props, 'widget');
    expect(includes.head()).toMatch(
      /^<!--# include virtual="\/_fragments\/reviews\/ReviewsCarousel\?[^"]*part=styles" -->$/,
    );
  });

  it('sends only the notice for a remote that did not answer, and includes nothing of it', () => {
    const includes = createSlotIncludes(page, 'blog/BlogRoutes');
    expect(includes.slot('blog/BlogRoutes', props, 'area')).toEqual({
      open: '',
      close: '',
      unavailable: true,
    });
    expect(includes.head()).toBe('');
  });
});
