import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received, as a reader (or a test) sees it. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The names and types of the files it carries. */
  attachments: { filename: string; contentType: string }[];
  receivedAt: Date;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or the mailer. */
  url: string;
  port: number;
  mails(): CaughtMail[];
  /**
   * The oldest mail to that address not taken yet, waiting for one to arrive within the timeout.
   * Each mail is taken once, so a test reads the mails of its own steps in order.
   */
  takeMailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * A local SMTP server that keeps every mail instead of delivering it: the API uses it in
 * development when no SMTP_URL is configured, and tests read the links from what it caught.
 * With `storeDir`, each mail is also written there as an .eml file (readable by browser tests
 * and by a developer with any mail client).
 */
export const startMailCatcher = async ({
  port = 0,
  host = '127.0.0.1',
  storeDir,
}: { port?: number; host?: string; storeDir?: string } = {}): Promise<MailCatcher> => {
  const caught: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<{ address: string; resolve: (mail: CaughtMail) => void }>();
  if (storeDir) await mkdir(storeDir, { recursive: true });

  const receive = async (raw: Buffer) => {
    const parsed = await simpleParser(raw);
    const mail: CaughtMail = {
      to: addressesOf(parsed.to),
      from: addressesOf(parsed.from)[0] ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType })),
      receivedAt: new Date(),
    };
    caught.push(mail);
    if (storeDir) {
      const name = `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}-${caught.length}.eml`;
      await writeFile(path.join(storeDir, name), raw);
    }
    for (const waiter of waiters) {
      if (!taken.has(mail) && mail.to.includes(waiter.address)) {
        waiters.delete(waiter);
        taken.add(mail);
        waiter.resolve(mail);
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'careers portal mail catcher',
    logger: false,
    onData(stream, _session, callback) {
      readAll(stream)
        .then(receive)
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${host}:${actualPort}`,
    port: actualPort,
    mails: () => [...caught],
    takeMailTo: (address, timeoutMs = 10_000) => {
      const wanted = address.toLowerCase();
      const already = caught.find((mail) => !taken.has(mail) && mail.to.includes(wanted));
      if (already) {
        taken.add(already);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const waiter = { address: wanted, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
