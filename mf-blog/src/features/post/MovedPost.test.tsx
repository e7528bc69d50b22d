import { screen } from '@testing-library/react';
import { HttpStatusContext } from '@practice/ui-kit';
import { renderAt } from '../../testing/render-blog';
import { MovedPost } from './MovedPost';

test('reports a permanent redirect to the server, and goes on to the new address in the browser', async () => {
  const reported: unknown[][] = [];
  renderAt(
    '/blog/Old-Title/',
    <HttpStatusContext value={(...status) => reported.push(status)}>
      <MovedPost to="/blog/New-Title/" />
    </HttpStatusContext>,
  );
  expect(reported[0]).toEqual([301, '/blog/New-Title/']);
  expect(await screen.findByTestId('address')).toHaveTextContent('/blog/New-Title/');
});
