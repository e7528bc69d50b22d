/** E-mail to the hiring team, put together from the settings: the outbox, its courier, SMTP. */
import type { UploadConfig } from './config';
import { Courier } from './courier';
import { composeNotification, composeWaitingSummary } from './notification';
import { Outbox } from './outbox';
import { smtpSender } from './smtp';
import { readApplication } from './storage';

/** Starts delivering (what an earlier run left first); null when no mail server is configured. */
export function startHiringMail(config: UploadConfig): Courier | null {
  const { mail, uploadDir, retentionDays } = config;
  if (!mail) {
    config.log('SMTP_URL is not set: applications are stored, but nobody is e-mailed about them.');
    return null;
  }
  const courier = new Courier({
    outbox: new Outbox(uploadDir),
    compose: async (id) => {
      const record = await readApplication(uploadDir, id);
      return record && composeNotification(record, { mail, uploadDir, retentionDays });
    },
    sender: smtpSender(mail.smtpUrl),
    backoff: config.mailRetry,
    dailyCap: config.mailDailyCap || null,
    composeSummary: (waiting, resumesAt) =>
      composeWaitingSummary(waiting, resumesAt, config.mailDailyCap || 0, mail),
    now: config.now,
    log: config.log,
    logError: config.logError,
  });
  courier.resume().catch(config.logError);
  return courier;
}
