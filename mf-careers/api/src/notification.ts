/**
 * The e-mail that tells the hiring team about one application: position, time received, reference
 * and files, with the files attached unless attachments are turned off. Its Message-ID is derived
 * from the reference, so a copy sent twice (see courier.ts) can be recognised as the same message.
 *
 * Attachments are named and typed by what the bytes are (`Application K7QM-3XD9 - document 1.pdf`,
 * application/pdf), never by the applicant's name for the file: `Resume.html` holding a PDF must
 * not reach a mail client as HTML. The applicant's name, sanitised when it was received (see
 * file-names.ts), appears only in the plain-text body; the message has no HTML part.
 */
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import type { MailSettings } from './config';
import { applicationFolder, type ApplicationRecord } from './storage';

interface NotificationContext {
  mail: MailSettings;
  uploadDir: string;
  retentionDays: number;
}

function notificationMessageId(id: string, from: string): string {
  return `<application-${id}@${senderDomain(from)}>`;
}

/** The sender's domain, whether MAIL_FROM is 'jobs@example.org' or 'Jobs <jobs@example.org>'. */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'upload-function.invalid';
}

/**
 * The one e-mail of a day on which the daily cap was reached: how many applications wait, and
 * when they will come. It names no applicant and no position.
 */
export function composeWaitingSummary(
  waiting: number,
  resumesAt: Date,
  dailyCap: number,
  mail: MailSettings,
): SendMailOptions {
  const day = resumesAt.toISOString().slice(0, 10);
  return {
    from: mail.from,
    to: mail.to,
    subject: `${waiting} application(s) waiting: today's e-mail limit is reached`,
    messageId: `<waiting-${day}@${senderDomain(mail.from)}>`,
    text: [
      `The upload function has e-mailed ${dailyCap} applications today, its daily limit (MAIL_DAILY_CAP).`,
      `${waiting} more application(s) are stored and wait. They will be e-mailed from ${day} 00:00 UTC,`,
      `at most ${dailyCap} a day. Nothing is lost: every application stays on the upload server.`,
      '',
    ].join('\n'),
  };
}

/** The stored file's extension is the detected kind's (storage.ts), as is its media type. */
function attachmentName(id: string, index: number, storedName: string): string {
  return `Application ${id} - document ${index + 1}${path.extname(storedName)}`;
}

export function composeNotification(
  record: ApplicationRecord,
  { mail, uploadDir, retentionDays }: NotificationContext,
): SendMailOptions {
  const folder = applicationFolder(uploadDir, record.id);
  const received = `${record.receivedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const files = record.files.map(
    (file, index) =>
      `- ${attachmentName(record.id, index, file.storedName)} (${file.size.toLocaleString('en-US')} bytes), sent as "${file.originalName}"`,
  );
  const where = mail.attachFiles
    ? 'The files are attached.'
    : `The files are not attached: they are on the upload server under ${record.id}.`;

  return {
    from: mail.from,
    to: mail.to,
    subject: `Application for ${record.role} (${record.id})`,
    messageId: notificationMessageId(record.id, mail.from),
    text: [
      'A new application has arrived through the careers page.',
      '',
      `Position:  ${record.role}`,
      `Received:  ${received}`,
      `Reference: ${record.id}`,
      '',
      `Files (${record.files.length}):`,
      ...files,
      '',
      `${where} The upload server deletes applications ${retentionDays} days after they arrive.`,
      '',
    ].join('\n'),
    attachments: mail.attachFiles
      ? record.files.map((file, index) => ({
          filename: attachmentName(record.id, index, file.storedName),
          path: path.join(folder, file.storedName),
          contentType: file.mediaType,
        }))
      : [],
  };
}
