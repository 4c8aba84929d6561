import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = (locationKey: string) => `portal.scroll.${locationKey}`;

/**
 * Guard 9: going back or forward restores where the page was scrolled; any other navigation
 * starts at the top. Positions live in session storage, so they survive a reload of the tab.
 */
export const useScrollRestoration = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? sessionStorage.getItem(storageKey(location.key)) : null;
    window.scrollTo(0, saved === null ? 0 : Number(saved));
    return () => {
      // Leaving this entry: remember how far down it was.
      sessionStorage.setItem(storageKey(location.key), String(window.scrollY));
    };
  }, [location.key, navigationType]);
};
