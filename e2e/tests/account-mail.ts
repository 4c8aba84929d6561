import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The server under test has no SMTP_URL, so its own mail catcher receives the mails and keeps
 * each as an .eml file in <DATA_DIR>/mail-catcher (api/src/platform/mail/catcher.ts).
 */
const mailFolder = path.join(repoRoot, process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail-catcher');

const linksTo = async (address: string, page: string): Promise<string[]> => {
  const files = await readdir(mailFolder).catch(() => [] as string[]);
  const links: string[] = [];
  for (const file of files.sort()) {
    const mail = await simpleParser(await readFile(path.join(mailFolder, file)));
    const recipients = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
      group.value.map((entry) => entry.address?.toLowerCase()),
    );
    if (!recipients.includes(address.toLowerCase())) continue;
    const link = new RegExp(`https?://[^\\s]+${page}\\?token=[\\w%-]+`).exec(mail.text ?? '')?.[0];
    if (link) links.push(link);
  }
  return links;
};

/** The link to `page` in the newest mail received for `address`, as a path of the portal. */
export const linkFromMail = async (address: string, page: string): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await linksTo(address, page)).at(-1);
      return found;
    }, { message: `a mail to ${address} with a ${page} link` })
    .toBeDefined();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
};
