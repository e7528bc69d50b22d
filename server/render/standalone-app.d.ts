/** A remote's `src/standalone.tsx`, which tooling/webpack.mjs names so in its development builds. */
declare module '@practice/standalone-app' {
  import type { ComponentType } from 'react';
  import type { StandaloneProps } from '@practice/shared-types';

  const Standalone: ComponentType<StandaloneProps>;
  export default Standalone;
}
