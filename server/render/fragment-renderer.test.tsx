/**
 * @jest-environment node
 */
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { renderDocument } from './fragment-renderer';

function Labelled() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <title>Labelled</title>
      <h2 id={id}>Heading</h2>
    </section>
  );
}

test('the body holds the ids the browser computes when it hydrates the element at a root', async () => {
  const { head, body } = await renderDocument(<Labelled />);
  // What hydrateRoot(container, <Labelled />) renders: the element at the root of its tree.
  const atRoot = /id="([^"]+)"/.exec(renderToString(<Labelled />))?.[1];
  expect(atRoot).toBeTruthy();
  expect(body).toContain(`aria-labelledby="${atRoot}"`);
  expect(body).toContain(`<h2 id="${atRoot}">Heading</h2>`);
  expect(head).toContain('<title>Labelled</title>');
});
