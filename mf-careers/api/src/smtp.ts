/**
 * Sending through the practice's SMTP server. One pooled connection is kept open while there is
 * mail to send, because many servers wait a moment before greeting a new connection (smtp-server
 * waits 100 ms), which would otherwise bound delivery to a few messages a second. Time limits
 * turn a stalled server into a retry.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';

const CONNECT_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

export interface MailSender {
  /** Resolves once the server has accepted the message. */
  send(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export function smtpSender(smtpUrl: string): MailSender {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    send: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}
