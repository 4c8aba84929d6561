import { chromium, type Browser, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';
import e2eConfig from '../../e2e/playwright.config';

/**
 * What a user receives when opening a page with an empty HTTP cache, measured in Debian's
 * Chromium under throttled network and CPU: LCP and CLS (medians of several loads) and the
 * JavaScript and CSS actually transferred (as sent, compressed or not) and decoded.
 */

export type Account = 'student' | 'company';

export interface PageToMeasure {
  path: string;
  /** Log in as this demo account first (the session is kept in local storage, not the HTTP cache). */
  as?: Account;
}

export interface Preset {
  name: string;
  /** Added to every request (Chromium's request-level throttling). */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  /** Emulation.setCPUThrottlingRate: 4 means four times slower than this machine. */
  cpuSlowdown: number;
  screen: Pick<BrowserContextOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>;
}

/**
 * Lighthouse's presets (its constants: mobileSlow4G on a Moto G Power screen, desktopDense4G),
 * with the round-trip times and throughputs the issue names applied as they are (1 Mbps = 1024 kbps,
 * as Lighthouse counts).
 */
export const presets = {
  mobile: {
    name: 'mobile',
    latencyMs: 150,
    downloadKbps: 1.6 * 1024,
    uploadKbps: 750,
    cpuSlowdown: 4,
    screen: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  },
  desktop: {
    name: 'desktop',
    latencyMs: 40,
    downloadKbps: 10 * 1024,
    uploadKbps: 10 * 1024,
    cpuSlowdown: 1,
    screen: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  },
} satisfies Record<string, Preset>;

export interface Transfer {
  files: number;
  /** Bytes on the wire: Network.loadingFinished's encodedDataLength (response headers included). */
  transferred: number;
  /** Bytes of the bodies once decoded (what the browser parses). */
  decoded: number;
}

/**
 * One build of the portal the server can send (the federated portal, its monolith build). With
 * several, each load of a page is made once per build, one after the other, so a machine that
 * gets busier during the run slows every build alike and their ratios stay fair.
 */
export interface Build {
  name: string;
  /** Makes this build the one the server sends; called before each of its loads. */
  activate(): Promise<void>;
}

export interface PageFigures {
  build: string;
  path: string;
  as: Account | undefined;
  preset: string;
  runs: number;
  /** Medians over the runs. */
  lcpMs: number;
  cls: number;
  /** From the first run. */
  js: Transfer;
  css: Transfer;
}

/** Where a measurement is: the load about to start and how many there are in all. */
export interface Progress {
  /** 1-based number of this load among all of them. */
  load: number;
  loads: number;
  path: string;
  as: Account | undefined;
  preset: string;
  /** 1-based run of this page and preset. */
  run: number;
  runs: number;
  build: string;
}

export interface MeasureOptions {
  /** Loads per page and preset; the medians are taken over them. */
  runs?: number;
  /** Told before every load, so a long measurement shows where it is. */
  onProgress?: (progress: Progress) => void;
  presets?: Preset[];
  chromiumPath?: string;
  /** Default: whatever the server sends, as one build called "portal". */
  builds?: Build[];
}

export const demoPassword = 'demo1234';
const accounts: Record<Account, { email: string; loginPath: string }> = {
  student: { email: 'alumno@demo.test', loginPath: '/login' },
  company: { email: 'empresa@demo.test', loginPath: '/login/empresas' },
};

/** The browser tests' flags (no calls home through a closed network), taken from their config. */
const chromiumArgs = e2eConfig.use?.launchOptions?.args ?? [];

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** Logs in through the portal's own form in a context of its own and returns its storage. */
export const logIn = async (browser: Browser, baseUrl: string, account: Account): Promise<StorageState> => {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const { email, loginPath } = accounts[account];
    await page.goto(`${baseUrl}${loginPath}`);
    await page.getByLabel(/correo/i).fill(email);
    await page.getByLabel(/contraseña/i).fill(demoPassword);
    await page.getByRole('button', { name: /^entrar$/i }).click();
    await page.waitForFunction(() => localStorage.getItem('portal.token') !== null, undefined, { timeout: 60_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
};

interface WebVitals {
  lcpMs: number;
  cls: number;
}

/**
 * LCP: the last candidate so far. CLS as Core Web Vitals define it: the largest session window of
 * shifts without recent input (a window closes after 1 s without shifts or 5 s in all).
 */
const readWebVitals = (page: Page): Promise<WebVitals> =>
  page.evaluate(
    () =>
      new Promise<WebVitals>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
        }
        const lcpEntries: PerformanceEntry[] = [];
        const shifts: Shift[] = [];
        const lcpObserver = new PerformanceObserver((list) => lcpEntries.push(...list.getEntries()));
        const clsObserver = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
        lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
        clsObserver.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own, after this one.
        setTimeout(() => {
          lcpObserver.disconnect();
          clsObserver.disconnect();
          let largest = 0;
          let current = 0;
          let windowStart = 0;
          let previous = 0;
          for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
            const joins = current > 0 && shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000;
            if (joins) current += shift.value;
            else {
              current = shift.value;
              windowStart = shift.startTime;
            }
            previous = shift.startTime;
            largest = Math.max(largest, current);
          }
          resolve({ lcpMs: lcpEntries.at(-1)?.startTime ?? Number.NaN, cls: largest });
        }, 200);
      }),
  );

/** One response of a load: its address, its resource type (Script, Stylesheet…) and its sizes. */
export interface RequestRecord {
  url: string;
  type: string;
  transferred: number;
  decoded: number;
}

/** Records every response's type and sizes from the DevTools protocol. */
const recordTransfers = (cdp: CDPSession): Map<string, RequestRecord> => {
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.responseReceived', (event) => {
    requests.set(event.requestId, { url: event.response.url, type: event.type, transferred: 0, decoded: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.transferred = event.encodedDataLength;
  });
  return requests;
};

const totalOf = (requests: Iterable<RequestRecord>, type: string): Transfer => {
  const total: Transfer = { files: 0, transferred: 0, decoded: 0 };
  for (const request of requests) {
    if (request.type !== type) continue;
    total.files += 1;
    total.transferred += request.transferred;
    total.decoded += request.decoded;
  }
  return total;
};

/**
 * A load counts only if the page is there: a heading in its main area and no area that failed to
 * load (the shell's notice), so a broken build cannot look fast.
 */
const checkRendered = async (page: Page, url: string): Promise<void> => {
  const failedArea = await page.locator('main .portal-notice--error').count();
  const headings = await page.locator('main h1').count();
  if (failedArea > 0 || headings === 0) {
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`${url} did not render (${failedArea > 0 ? 'an area failed to load' : 'no heading in its main area'}); it shows: ${shown}`);
  }
};

export interface Load extends WebVitals {
  js: Transfer;
  css: Transfer;
  /** Every response of the load, in the order they arrived. */
  responses: RequestRecord[];
}

/** One load in a fresh context (so an empty HTTP cache), throttled, until the page settles. */
export const loadOnce = async (
  browser: Browser,
  url: string,
  preset: Preset,
  storageState: StorageState | undefined,
): Promise<Load> => {
  const context = await browser.newContext({ ...preset.screen, locale: 'es-ES', ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: preset.latencyMs,
      downloadThroughput: (preset.downloadKbps * 1024) / 8,
      uploadThroughput: (preset.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: preset.cpuSlowdown });
    const requests = recordTransfers(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const wanted = new URL(url).pathname;
    if (new URL(page.url()).pathname !== wanted) {
      throw new Error(`${wanted} ended at ${page.url()} (is the demo account's login still valid?)`);
    }
    // The page's heading, which can come well after the network went quiet on a slowed CPU:
    // LCP read before it would be the loading text's.
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    // Late work after that (a widget rendering, a font swap) still counts.
    await page.waitForTimeout(1000);
    await checkRendered(page, url);
    const vitals = await readWebVitals(page);
    const responses = [...requests.values()];
    return { ...vitals, js: totalOf(responses, 'Script'), css: totalOf(responses, 'Stylesheet'), responses };
  } finally {
    await context.close();
  }
};

/**
 * A load that times out on a machine busy with other work is tried once more (and said so on
 * stderr) rather than throwing away the run; a page that fails twice fails the run.
 */
const loadWithRetry = async (load: () => Promise<Load>): Promise<Load> => {
  try {
    return await load();
  } catch (error) {
    console.error(`A load failed and is tried again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return load();
  }
};

/** Debian's Chromium (or CHROMIUM_PATH) with the browser tests' flags. */
export const launchChromium = (chromiumPath?: string): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

const wholePortal: Build = { name: 'portal', activate: () => Promise.resolve() };

/**
 * Measures every page under every preset, in every build (their loads alternating); logs in once
 * per account, before any measured load.
 */
export const measurePages = async (
  baseUrl: string,
  pages: PageToMeasure[],
  {
    runs = 3,
    presets: chosen = [presets.mobile, presets.desktop],
    chromiumPath,
    builds = [wholePortal],
    onProgress = () => undefined,
  }: MeasureOptions = {},
): Promise<PageFigures[]> => {
  const browser = await launchChromium(chromiumPath);
  try {
    // The session lives in the origin's local storage, which every build shares.
    await builds[0]?.activate();
    const sessions = new Map<Account, StorageState>();
    for (const account of new Set(pages.flatMap((page) => (page.as ? [page.as] : [])))) {
      sessions.set(account, await logIn(browser, baseUrl, account));
    }
    const figures: PageFigures[] = [];
    const loadCount = pages.length * chosen.length * runs * builds.length;
    let loadNumber = 0;
    for (const page of pages) {
      for (const preset of chosen) {
        const loads = new Map<Build, Load[]>(builds.map((build) => [build, []]));
        for (let run = 0; run < runs; run += 1) {
          for (const build of builds) {
            loadNumber += 1;
            onProgress({ load: loadNumber, loads: loadCount, path: page.path, as: page.as, preset: preset.name, run: run + 1, runs, build: build.name });
            await build.activate();
            const storage = page.as ? sessions.get(page.as) : undefined;
            const load = await loadWithRetry(() => loadOnce(browser, `${baseUrl}${page.path}`, preset, storage)).catch(
              (error: unknown) => {
                throw new Error(`Build ${build.name}, ${preset.name} preset: ${error instanceof Error ? error.message : String(error)}`, {
                  cause: error,
                });
              },
            );
            loads.get(build)!.push(load);
          }
        }
        for (const [build, measured] of loads) {
          figures.push({
            build: build.name,
            path: page.path,
            as: page.as,
            preset: preset.name,
            runs,
            lcpMs: median(measured.map((load) => load.lcpMs)),
            cls: median(measured.map((load) => load.cls)),
            js: measured[0]!.js,
            css: measured[0]!.css,
          });
        }
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** `a / b`, with the ratio a/b when it means something (b not zero). */
const compared = (values: number[], format: (value: number) => string, withRatio: boolean): string => {
  const text = values.map((value) => (Number.isNaN(value) ? 'none' : format(value))).join(' / ');
  const [first, second] = values;
  if (!withRatio || values.length !== 2 || first === undefined || second === undefined) return text;
  const ratio = first / second;
  return Number.isFinite(ratio) && second > 0 ? `${text} (${ratio.toFixed(2)}×)` : text;
};

/**
 * One markdown table: a row per page and preset. With two builds, every cell reads
 * `first / second (first÷second×)`: the federated portal against its monolith build.
 */
export const figuresTable = (figures: PageFigures[]): string => {
  const builds = [...new Set(figures.map((figure) => figure.build))];
  const header = [
    builds.length > 1 ? `Each cell: ${builds.join(' / ')} (ratio ${builds.join('÷')}).` : '',
    '| page | as | preset | LCP (ms, median) | CLS (median) | JS files | JS sent (KiB) | JS decoded (KiB) | CSS files | CSS sent (KiB) | CSS decoded (KiB) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ].filter(Boolean);
  const rows: string[] = [];
  for (const figure of figures.filter((candidate) => candidate.build === builds[0])) {
    const same = builds.map(
      (build) =>
        figures.find((other) => other.build === build && other.path === figure.path && other.preset === figure.preset)!,
    );
    const cell = (read: (one: PageFigures) => number, format: (value: number) => string, withRatio = true) =>
      compared(same.map(read), format, withRatio);
    const whole = (value: number) => Math.round(value).toString();
    rows.push(
      [
        figure.path,
        figure.as ?? 'visitor',
        `${figure.preset} (${figure.runs} runs)`,
        cell((one) => one.lcpMs, whole),
        // A ratio of two shifts too small to see would only be noise.
        cell((one) => one.cls, (value) => value.toFixed(3), same.every((one) => one.cls >= 0.01)),
        cell((one) => one.js.files, whole, false),
        cell((one) => one.js.transferred, kib),
        cell((one) => one.js.decoded, kib),
        cell((one) => one.css.files, whole, false),
        cell((one) => one.css.transferred, kib),
        cell((one) => one.css.decoded, kib),
      ].join(' | '),
    );
  }
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n');
};
