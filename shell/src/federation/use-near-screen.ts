import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the screen an area starts loading: a quarter of a screen, so what a scroll
 * brings into view has usually arrived, while the first view loads only what it shows.
 */
const aheadOfScreen = '0px 0px 25% 0px';

/**
 * Whether the element has come near the screen, or the user has started using the keyboard (a
 * Tab from the last link of the first screen would otherwise jump over areas not loaded yet).
 * Stays true once it is. Where IntersectionObserver is missing, true at once.
 */
export const useNearScreen = (ref: RefObject<Element | null>, enabled: boolean): boolean => {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: aheadOfScreen },
    );
    observer.observe(element);
    const onKey = () => setNear(true);
    document.addEventListener('keydown', onKey, { once: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [near, ref]);
  return near;
};
