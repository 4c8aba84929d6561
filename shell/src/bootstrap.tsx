import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import './shell.css';
import './i18n/register';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
