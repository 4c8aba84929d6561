import { launchChromium, loadOnce, logIn, presets, type Account, type RequestRecord, type StorageState } from './page-metrics';

/**
 * Every script (and stylesheet) a page's first view downloads, one line each with its size sent
 * and decoded, in the order they arrived: what is behind a total of the bench. Against a portal
 * that is already served (`npm start`, or the bench's server):
 *
 *   npx tsx bench/src/first-view-files.ts http://localhost:8080 / @student /login /mi-empresa @company
 *
 * A page is followed by the demo account to log in as (`@student`, `@company`) when it needs one.
 * The load is the bench's (empty HTTP cache, the desktop preset unless BENCH_PRESETS=mobile).
 */
const [baseUrl, ...rest] = process.argv.slice(2);
if (!baseUrl || rest.length === 0) {
  console.error('Usage: first-view-files.ts <base URL> <page> [@student|@company] [<page> [@account]]...');
  process.exit(2);
}
const pages: { path: string; as?: Account }[] = [];
for (const word of rest) {
  if (word.startsWith('@')) pages.at(-1)!.as = word.slice(1) as Account;
  else pages.push({ path: word });
}
const preset = process.env.BENCH_PRESETS === 'mobile' ? presets.mobile : presets.desktop;
const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const shown = (response: RequestRecord) => new URL(response.url).pathname;

const browser = await launchChromium();
try {
  const sessions = new Map<Account, StorageState>();
  for (const page of pages) {
    const session = page.as && (sessions.get(page.as) ?? (await logIn(browser, baseUrl, page.as)));
    if (page.as && session) sessions.set(page.as, session);
    const load = await loadOnce(browser, `${baseUrl}${page.path}`, preset, session || undefined);
    console.log(`\n${page.path} (${page.as ?? 'visitor'}, ${preset.name}): KiB sent, KiB decoded`);
    for (const type of ['Script', 'Stylesheet']) {
      const files = load.responses.filter((response) => response.type === type);
      for (const file of files) console.log(`${kib(file.transferred)} ${kib(file.decoded)}  ${shown(file)}`);
      const sent = files.reduce((sum, file) => sum + file.transferred, 0);
      const decoded = files.reduce((sum, file) => sum + file.decoded, 0);
      console.log(`${kib(sent)} ${kib(decoded)}  = ${files.length} ${type === 'Script' ? 'scripts' : 'stylesheets'}`);
    }
  }
} finally {
  await browser.close();
}
