/**
 * A real SMTP server for the tests (smtp-server, on a free port of 127.0.0.1) that keeps what it
 * receives, parsed. It can be stopped and started again on the same port, told to refuse messages
 * or to take its time, to play a mail server that is down, refusing or slow.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  mail: ParsedMail;
  /** When the server accepted it (Date.now()). */
  receivedAt: number;
}

export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  /** When set, every message is refused with this SMTP reply code. */
  refuseWith: number | null = null;
  /** When set, the next message only is refused with this SMTP reply code. */
  refuseNextWith: number | null = null;
  /** How many messages were refused. */
  refused = 0;
  /** How long the server thinks about each message before answering. */
  answerAfterMs = 0;
  private server: SMTPServer;
  private port = 0;

  private constructor() {
    this.server = this.createServer();
  }

  static async start(): Promise<SmtpInbox> {
    const inbox = new SmtpInbox();
    await inbox.listen();
    return inbox;
  }

  /** Where the function under test sends its mail. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The server goes away: connections are refused until `restart`. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(resolve));
  }

  async restart(): Promise<void> {
    this.server = this.createServer();
    await this.listen();
  }

  /** Resolves once `count` messages have arrived; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Expected ${count} messages, received ${this.received.length}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  private createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 100,
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          await new Promise((resolve) => setTimeout(resolve, this.answerAfterMs));
          const refuseWith = this.refuseNextWith ?? this.refuseWith;
          this.refuseNextWith = null;
          if (refuseWith !== null) {
            this.refused += 1;
            const refusal = Object.assign(new Error('Not now, please.'), {
              responseCode: refuseWith,
            });
            return callback(refusal);
          }
          const receivedAt = Date.now();
          simpleParser(Buffer.concat(chunks)).then((mail) => {
            this.received.push({ mail, receivedAt });
            callback();
          }, callback);
        });
      },
    });
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }
}

/** The application reference a notification's subject ends with, such as 'K7QM-3XD9'. */
export function referenceOf(received: ReceivedMail): string | undefined {
  return /\(([0-9A-Z]{4}-[0-9A-Z]{4})\)$/.exec(received.mail.subject ?? '')?.[1];
}
