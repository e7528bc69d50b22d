import { resolveConfig } from './config';

const fromEnv = (env: NodeJS.ProcessEnv) => resolveConfig({}, env);

describe('e-mail settings from the environment', () => {
  test('no SMTP_URL: no e-mail', () => {
    expect(fromEnv({ HIRING_INBOX: 'hiring@example.org' }).mail).toBeNull();
  });

  test('SMTP_URL and HIRING_INBOX: the inbox is also the sender, files attached', () => {
    expect(
      fromEnv({ SMTP_URL: 'smtp://mail.example.org:587', HIRING_INBOX: 'hiring@example.org' }).mail,
    ).toEqual({
      smtpUrl: 'smtp://mail.example.org:587',
      to: 'hiring@example.org',
      from: 'hiring@example.org',
      attachFiles: true,
    });
  });

  test('MAIL_FROM names the sender; MAIL_ATTACHMENTS=off sends only the reference', () => {
    expect(
      fromEnv({
        SMTP_URL: 'smtps://mail.example.org',
        HIRING_INBOX: 'hiring@example.org',
        MAIL_FROM: 'Careers <careers@example.org>',
        MAIL_ATTACHMENTS: 'off',
      }).mail,
    ).toMatchObject({ from: 'Careers <careers@example.org>', attachFiles: false });
  });

  test('half a configuration stops the function at start', () => {
    expect(() => fromEnv({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      'SMTP_URL is set but HIRING_INBOX is not',
    );
    expect(() =>
      fromEnv({
        SMTP_URL: 'smtp://mail.example.org',
        HIRING_INBOX: 'hiring@example.org',
        MAIL_ATTACHMENTS: 'no',
      }),
    ).toThrow('MAIL_ATTACHMENTS must be "on" or "off", not "no".');
  });
});

describe('numbers from the environment', () => {
  test('defaults: 180 days, no trusted proxy, 50 MB a day per client, 512 MB of free disk', () => {
    expect(fromEnv({})).toMatchObject({
      retentionDays: 180,
      trustProxyHops: 0,
      quotaBytesPerClientPerDay: 50 * 1024 * 1024,
      minFreeDiskMb: 512,
    });
  });

  test('RETENTION_DAYS, TRUST_PROXY_HOPS, QUOTA_BYTES_PER_CLIENT_PER_DAY and MIN_FREE_DISK_MB', () => {
    expect(
      fromEnv({
        RETENTION_DAYS: '30',
        TRUST_PROXY_HOPS: '2',
        QUOTA_BYTES_PER_CLIENT_PER_DAY: '1000000',
        MIN_FREE_DISK_MB: '0',
      }),
    ).toMatchObject({
      retentionDays: 30,
      trustProxyHops: 2,
      quotaBytesPerClientPerDay: 1_000_000,
      minFreeDiskMb: 0,
    });
  });

  test.each([
    ['RETENTION_DAYS', '0', 'RETENTION_DAYS must be a whole number of at least 1, not "0".'],
    ['RETENTION_DAYS', '1.5', 'RETENTION_DAYS must be a whole number of at least 1, not "1.5".'],
    ['TRUST_PROXY_HOPS', '-1', 'TRUST_PROXY_HOPS must be a whole number of at least 0, not "-1".'],
    [
      'QUOTA_BYTES_PER_CLIENT_PER_DAY',
      '50MB',
      'QUOTA_BYTES_PER_CLIENT_PER_DAY must be a whole number of at least 1, not "50MB".',
    ],
    ['MIN_FREE_DISK_MB', '-5', 'MIN_FREE_DISK_MB must be a whole number of at least 0, not "-5".'],
    [
      'TRUST_PROXY_HOPS',
      'yes',
      'TRUST_PROXY_HOPS must be a whole number of at least 0, not "yes".',
    ],
  ])('%s=%s is refused', (name, value, message) => {
    expect(() => fromEnv({ [name]: value })).toThrow(message);
  });
});
