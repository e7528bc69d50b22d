// Development only: tooling/webpack.mjs builds this into a remote's dist-dev/server/standalone.js
// and never into a production build. The remote's standalone page (its src/standalone.tsx) is
// rendered as its fragments are, for server/app-server/standalone-server.mjs.
import Standalone from '@practice/standalone-app';
import type { StandaloneProps } from '@practice/shared-types';
import { fragmentRenderer } from './fragment-renderer';

export const { renderFragment } = fragmentRenderer(
  { Standalone: { render: (props) => <Standalone {...(props as StandaloneProps)} /> } },
  () => [],
);
