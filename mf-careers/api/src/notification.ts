/**
 * The e-mail that tells the hiring team about one application: position, time received, reference
 * and files, with the files attached unless attachments are turned off. Its Message-ID is derived
 * from the reference, so a copy sent twice (see courier.ts) can be recognised as the same message.
 */
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import type { MailSettings } from './config';
import { applicationFolder, type ApplicationRecord } from './storage';

export interface NotificationContext {
  mail: MailSettings;
  uploadDir: string;
  retentionDays: number;
}

export function notificationMessageId(id: string, from: string): string {
  // The sender's domain, whether MAIL_FROM is 'jobs@example.org' or 'Jobs <jobs@example.org>'.
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'upload-function.invalid';
  return `<application-${id}@${domain}>`;
}

export function composeNotification(
  record: ApplicationRecord,
  { mail, uploadDir, retentionDays }: NotificationContext,
): SendMailOptions {
  const folder = applicationFolder(uploadDir, record.id);
  const received = `${record.receivedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const files = record.files.map(
    (file) => `- ${file.originalName} (${file.size.toLocaleString('en-US')} bytes)`,
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
      ? record.files.map((file) => ({
          filename: file.originalName,
          path: path.join(folder, file.storedName),
          contentType: file.mediaType,
        }))
      : [],
  };
}
