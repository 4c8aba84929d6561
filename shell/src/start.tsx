import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import './shell.css';
import './i18n/register';
import { App } from './App';
import { loadBrand } from './brand/brand-store';
import { provideModuleSource, type ModuleSource } from './federation/module-source';
import { loadRouteTable } from './routing/route-table';

/**
 * How long the first render waits for the brand settings. Their request leaves with the page (a
 * preload link) and has usually been answered before this script runs; a server slower than this
 * gets the page drawn with the default brand, then redrawn.
 */
const brandWaitMs = 3000;

/** Renders the portal into #root, its remotes' pages and widgets taken from `modules`. */
export const startShell = (modules: ModuleSource): void => {
  provideModuleSource(modules);
  // What the shell must know before it routes, asked for before React's first render.
  const brand = loadBrand();
  void loadRouteTable();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const render = () =>
    createRoot(container).render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
  // The header shows the institution's name and logo from its first paint: drawn with the
  // default brand and redrawn, it pushed the whole page down (CLS 0.048 on a phone).
  void Promise.race([brand, new Promise((resolve) => setTimeout(resolve, brandWaitMs))]).then(render);
};
