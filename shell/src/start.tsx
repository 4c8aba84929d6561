import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import './shell.css';
import './i18n/register';
import { App } from './App';
import { loadBrand } from './brand/brand-store';
import { provideModuleSource, type ModuleSource } from './federation/module-source';
import { loadRouteTable } from './routing/route-table';

/** Renders the portal into #root, its remotes' pages and widgets taken from `modules`. */
export const startShell = (modules: ModuleSource): void => {
  provideModuleSource(modules);
  // What the shell must know before it routes, asked for before React's first render.
  void loadBrand();
  void loadRouteTable();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
};
