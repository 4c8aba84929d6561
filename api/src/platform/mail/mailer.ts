import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import path from 'node:path';
import { startMailCatcher, type MailCatcher } from './catcher';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The local catcher when mails do not leave the machine (no SMTP_URL). */
  catcher: MailCatcher | undefined;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  catcherPort: number;
  /** The catcher stores the mails it receives in `<dataDir>/mail-catcher`. */
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Mails go out through SMTP: to SMTP_URL when configured, otherwise to a local mail catcher
 * started here, so development and tests send real SMTP and nothing leaves the machine.
 */
export const createMailer = async ({ smtpUrl, from, catcherPort, dataDir, log }: MailerOptions): Promise<Mailer> => {
  let catcher: MailCatcher | undefined;
  let target = smtpUrl;
  if (!target) {
    const folder = path.join(dataDir, 'mail-catcher');
    catcher = await startMailCatcher({ port: catcherPort, storeDir: folder });
    target = catcher.url;
    log.info({ smtp: catcher.url, folder }, 'no SMTP_URL: mails go to the local mail catcher');
  }
  const transport = nodemailer.createTransport(target);
  return {
    catcher,
    send: async ({ to, subject, text, attachments }) => {
      await transport.sendMail({ from, to, subject, text, ...(attachments ? { attachments } : {}) });
    },
    close: async () => {
      transport.close();
      await catcher?.close();
    },
  };
};
