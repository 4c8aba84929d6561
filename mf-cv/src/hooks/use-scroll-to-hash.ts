import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to `#anchor` (the missing-data links, a guide of the home's module) brings that element
 * into view once the page has drawn it, and moves the focus to its heading so a screen reader
 * starts reading there.
 */
export const useScrollToHash = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [ready, hash]);
};
