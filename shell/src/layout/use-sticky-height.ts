import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as --portal-sticky-top on the page, following it as it
 * changes (compact after a scroll, the menu unfolded, a narrow screen): every anchor and refusal
 * of the apps keeps that much `scroll-margin-top`, so nothing they bring into view hides under it.
 */
export const useStickyHeight = (header: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--portal-sticky-top', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--portal-sticky-top');
    };
  }, [header]);
};
