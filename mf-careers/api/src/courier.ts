/**
 * Delivers the outbox: one e-mail at a time, in the order the applications arrived, until the mail
 * server has accepted each one. Nothing is lost while the server is down, slow or refusing: the
 * entry stays in the outbox and is tried again after a wait that doubles up to a bound. Only a
 * permanent refusal of the message itself (a 5xx reply) moves it to the dead letters.
 *
 * Exactly once: an entry is removed as soon as the server accepts its message, and a message is
 * only sent while its entry exists. The one window for a second copy is a crash after the server
 * accepted the message and before the entry is removed; the copy carries the same Message-ID.
 */
import type { SendMailOptions } from 'nodemailer';
import type { Outbox } from './outbox';
import type { MailSender } from './smtp';

export interface Backoff {
  firstDelayMs: number;
  maxDelayMs: number;
}

interface CourierOptions {
  outbox: Outbox;
  /** The message for an application, or null when the application no longer exists. */
  compose: (id: string) => Promise<SendMailOptions | null>;
  sender: MailSender;
  backoff: Backoff;
  /**
   * At most this many applications' e-mails a day (UTC); past it, one summary says how many wait
   * and the rest follow from the next day. Null: no cap. Counted in memory.
   */
  dailyCap: number | null;
  composeSummary: (waiting: number, resumesAt: Date) => SendMailOptions;
  now: () => number;
  log: (message: string) => void;
  logError: (error: unknown) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class Courier {
  /** Ids to deliver, in delivery order, each with the time before which it waits. */
  private readonly queue = new Map<string, number>();
  /** Ids whose entry is being written while their application is published. */
  private readonly preparing = new Set<string>();
  /** While the server cannot be reached, every message waits until then. */
  private pausedUntil = 0;
  private serverDelayMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private delivering: Promise<void> | null = null;
  private stopped = false;
  /** The UTC day (days since 1970) being counted, what was sent on it, and its summary. */
  private day = -1;
  private sentToday = 0;
  private summarySent = false;

  constructor(private readonly options: CourierOptions) {}

  /**
   * Queues the e-mail of application `id`, whose folder `publish` puts in place. The entry is
   * written first, so a crash can never leave a published application without one; when
   * publishing fails, the entry is withdrawn.
   */
  async enqueue(id: string, publish: () => Promise<void>): Promise<void> {
    this.preparing.add(id);
    try {
      await this.options.outbox.add(id, new Date(this.options.now()));
      try {
        await publish();
      } catch (error) {
        await this.options.outbox.remove(id);
        throw error;
      }
      this.queue.set(id, 0);
    } finally {
      this.preparing.delete(id);
    }
    this.deliverDue();
  }

  /** Queues what an earlier run left in the outbox. */
  async resume(): Promise<void> {
    for (const id of await this.options.outbox.ids()) {
      if (!this.preparing.has(id) && !this.queue.has(id)) this.queue.set(id, 0);
    }
    this.deliverDue();
  }

  /** Stops delivering; a message being sent is finished first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.delivering;
    this.options.sender.close();
  }

  private deliverDue(): void {
    if (this.delivering || this.stopped) return;
    clearTimeout(this.timer);
    this.delivering = this.deliverQueue().finally(() => {
      this.delivering = null;
      this.wakeForNext();
    });
  }

  private async deliverQueue(): Promise<void> {
    for (let id = this.nextDue(); id !== undefined && !this.stopped; id = this.nextDue()) {
      if (this.overDailyCap()) {
        await this.holdUntilTomorrow();
        return;
      }
      try {
        await this.deliver(id);
      } catch (error) {
        // Reading the application or writing the outbox failed (a broken file, a full disk):
        // this entry waits the longest, at the back, so it cannot hold the others.
        this.options.logError(error);
        this.queue.delete(id);
        this.queue.set(id, this.options.now() + this.options.backoff.maxDelayMs);
      }
    }
  }

  private overDailyCap(): boolean {
    const today = Math.floor(this.options.now() / DAY_MS);
    if (today !== this.day) {
      this.day = today;
      this.sentToday = 0;
      this.summarySent = false;
    }
    return this.options.dailyCap !== null && this.sentToday >= this.options.dailyCap;
  }

  /** Everything waits for the next day; the hiring team hears once how much waits. */
  private async holdUntilTomorrow(): Promise<void> {
    const tomorrow = new Date((this.day + 1) * DAY_MS);
    this.pausedUntil = tomorrow.getTime();
    if (this.summarySent) return;
    this.summarySent = true;
    this.options.log(
      `the daily e-mail cap (${this.options.dailyCap}) is reached: ${this.queue.size} application(s) wait for ${tomorrow.toISOString().slice(0, 10)}.`,
    );
    try {
      await this.options.sender.send(this.options.composeSummary(this.queue.size, tomorrow));
    } catch (error) {
      this.options.logError(error); // the applications still wait in the outbox
    }
  }

  private nextDue(): string | undefined {
    const now = this.options.now();
    if (now < this.pausedUntil) return undefined;
    for (const [id, notBefore] of this.queue) if (notBefore <= now) return id;
    return undefined;
  }

  private wakeForNext(): void {
    if (this.stopped || this.queue.size === 0) return;
    const next = Math.max(this.pausedUntil, Math.min(...this.queue.values()));
    this.timer = setTimeout(() => this.deliverDue(), Math.max(0, next - this.options.now()));
    this.timer.unref();
  }

  private async deliver(id: string): Promise<void> {
    const { outbox, compose, sender, log } = this.options;
    const entry = await outbox.read(id);
    if (!entry) {
      this.queue.delete(id); // sent already (queued twice by a resume that raced a delivery)
      return;
    }
    const message = await compose(id);
    if (!message) {
      log(`application ${id} no longer exists; its e-mail is dropped.`);
      await outbox.remove(id);
      this.queue.delete(id);
      return;
    }

    try {
      await sender.send(message);
    } catch (error) {
      const attempts = entry.attempts + 1;
      const lastError = oneLine(error);
      if (refusedForGood(error)) {
        // Sending it again would be refused again: set it aside, and say so loudly, once.
        await outbox.bury({
          ...entry,
          attempts,
          lastError,
          deadAt: new Date(this.options.now()).toISOString(),
        });
        this.queue.delete(id);
        this.serverDelayMs = 0;
        this.options.logError(
          `e-mail for application ${id} refused for good, moved to the dead letters: ${lastError}`,
        );
        return;
      }
      await outbox.update({ ...entry, attempts, lastError });
      if (refusedByServer(error)) {
        // This message was refused; others may go through, so only it waits (at the back).
        this.serverDelayMs = 0;
        const waitMs = this.delay(attempts);
        this.queue.delete(id);
        this.queue.set(id, this.options.now() + waitMs);
        log(
          `e-mail for ${id} refused (attempt ${attempts}), retrying in ${waitMs} ms: ${lastError}`,
        );
      } else {
        const waitMs = this.pauseAll();
        log(
          `mail server unreachable (attempt ${attempts} for ${id}), retrying in ${waitMs} ms: ${lastError}`,
        );
      }
      return;
    }

    this.sentToday += 1;
    // A crash here, after the server accepted the message, is the one way to send it twice.
    await outbox.remove(id);
    this.queue.delete(id);
    this.serverDelayMs = 0;
  }

  /** Holds every message: the server is down or silent, so all of them would fail alike. */
  private pauseAll(): number {
    const { firstDelayMs, maxDelayMs } = this.options.backoff;
    this.serverDelayMs = Math.min(Math.max(this.serverDelayMs * 2, firstDelayMs), maxDelayMs);
    this.pausedUntil = this.options.now() + this.serverDelayMs;
    return this.serverDelayMs;
  }

  private delay(attempts: number): number {
    const { firstDelayMs, maxDelayMs } = this.options.backoff;
    return Math.min(firstDelayMs * 2 ** (attempts - 1), maxDelayMs);
  }
}

/** The commands of one message's transaction: a reply to them is about this message. */
const MESSAGE_COMMANDS = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

/**
 * A permanent (5xx) reply to this message's own transaction, such as 552 (too large) or 554
 * (rejected). A 5xx to the login is the practice's configuration, which may be fixed: retried.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    typeof command === 'string' &&
    MESSAGE_COMMANDS.has(command)
  );
}

/** The error on one line, for the outbox entry and the log. */
function oneLine(error: unknown): string {
  return String(error).replace(/\s+/g, ' ').trim();
}

/** An SMTP reply refusing this message, as opposed to a server that cannot be reached or talked to. */
function refusedByServer(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  // 421: the server is closing the connection, which says nothing about the message.
  return typeof code === 'number' && code !== 421;
}
