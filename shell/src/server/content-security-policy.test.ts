import type { RuntimeConfig } from '@practice/shared-types';
import { contentSecurityPolicy } from './content-security-policy';

const config: RuntimeConfig = {
  remotes: [
    { name: 'blog', entry: 'https://blog.cdn.example/mf-manifest.json' },
    { name: 'team', entry: 'https://team.cdn.example/mf-manifest.json' },
  ],
  remoteTimeoutMs: 8000,
  reviews: { apiBase: 'https://reviews.example/api', featurableId: 'x' },
  uploadUrl: '/upload_form',
};

/** The hashes of the shell's inline scripts, as the page's response passes them. */
const INLINE = ["'sha256-Ym9vdA=='", "'sha256-cG9wLXVw'"];

/** The policy as directive name → its sources. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('the Content-Security-Policy of a page', () => {
  it('allows scripts from the configured remotes, and calls to them and the APIs, nothing else', () => {
    const policy = directives(contentSecurityPolicy(config, INLINE));
    // No inline script but the shell's own, by their hashes.
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...INLINE,
      'https://blog.cdn.example',
      'https://team.cdn.example',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://blog.cdn.example',
      'https://team.cdn.example',
      'https://reviews.example',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual([
      'https://maps.example',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('allows gtag.js and its hits only when an analytics id is configured', () => {
    expect(contentSecurityPolicy(config, INLINE)).not.toContain('googletagmanager');
    const policy = directives(
      contentSecurityPolicy({ ...config, analyticsId: 'G-TEST123' }, INLINE),
    );
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    );
  });

  it('allows the form posts of the upload function where it has its own origin', () => {
    const policy = directives(
      contentSecurityPolicy({ ...config, uploadUrl: 'https://apply.example/upload_form' }, INLINE),
    );
    expect(policy.get('form-action')).toEqual(["'self'", 'https://apply.example']);
    expect(policy.get('connect-src')).toContain('https://apply.example');
  });
});
