import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import './shell.css';
import './i18n/register';
import { App } from './App';
import { provideModuleSource, type ModuleSource } from './federation/module-source';

/** Renders the portal into #root, its remotes' pages and widgets taken from `modules`. */
export const startShell = (modules: ModuleSource): void => {
  provideModuleSource(modules);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
};
