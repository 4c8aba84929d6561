import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface HomeWeight {
  /** gzip bytes of every script the home page of a logged student fetched. */
  homeJsGzip: number;
  scripts: number;
}

/** Opens the portal as the demo student and weighs the JavaScript the home page loads. */
export const measureHomeWeight = async (baseUrl: string): Promise<HomeWeight> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/correo/i).fill('alumno@demo.test');
    await page.getByLabel(/contraseña/i).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('[data-remote="mf_offers"] li').first().waitFor();
    // Only what the home page itself needs counts: a fresh load of it, with the session kept but
    // an empty HTTP cache (a reload would only revalidate, with no bodies to weigh).
    const home = await browser.newPage({ storageState: await page.context().storageState() });
    const bodies: Promise<Buffer>[] = [];
    home.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await home.goto(baseUrl);
    await home.locator('[data-remote="mf_offers"] li').first().waitFor();
    const scripts = await Promise.all(bodies);
    return { homeJsGzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), scripts: scripts.length };
  } finally {
    await browser.close();
  }
};
