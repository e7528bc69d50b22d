import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Image, preloadImage } from './Image';

/** The server-rendered <img>'s attributes, in order. */
function attributes(props: Partial<ComponentProps<typeof Image>>): string[][] {
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(
    <Image className="photo" src="/a.webp" alt="A nurse" size={[300, 200]} {...props} />,
  );
  const img = template.content.querySelector('img')!;
  return Array.from(img.attributes, (attribute) => [attribute.name, attribute.value]);
}

const box = [
  ['class', 'photo'],
  ['src', '/a.webp'],
  ['alt', 'A nurse'],
  ['width', '300'],
  ['height', '200'],
];

describe('Image', () => {
  it('reserves its box with the intrinsic width and height, and leaves loading to the browser', () => {
    expect(attributes({})).toEqual(box);
  });

  it('fetches the largest paint first, and loads the others by where they stand', () => {
    expect(attributes({ load: 'lcp' })).toEqual([...box, ['fetchpriority', 'high']]);
    expect(attributes({ load: 'eager' })).toEqual([...box, ['loading', 'eager']]);
    expect(attributes({ load: 'lazy' })).toEqual([...box, ['loading', 'lazy']]);
  });

  it('decodes off the main path when asked, and keeps an empty alt for decoration', () => {
    expect(attributes({ alt: '', load: 'lazy', decoding: 'async' })).toEqual([
      ['class', 'photo'],
      ['src', '/a.webp'],
      ['alt', ''],
      ['width', '300'],
      ['height', '200'],
      ['loading', 'lazy'],
      ['decoding', 'async'],
    ]);
  });
});

describe('preloadImage', () => {
  it('asks the browser for each image once, however often it is called', () => {
    const created: HTMLImageElement[] = [];
    const createElement = document.createElement.bind(document);
    const spy = jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = createElement(tag);
      if (element instanceof HTMLImageElement) created.push(element);
      return element;
    });
    preloadImage('/assets/heart.svg');
    preloadImage('/assets/heart.svg');
    preloadImage('/assets/clinic.svg');
    expect(created.map((image) => image.getAttribute('src'))).toEqual([
      '/assets/heart.svg',
      '/assets/clinic.svg',
    ]);
    spy.mockRestore();
  });
});
