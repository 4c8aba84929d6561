import { useEffect, useState } from 'react';

/** Scroll after which the header shrinks (spec 000 §2.4 and §9): 120 px, or 70 px on narrow screens. */
export const compactHeaderThreshold = (viewportWidth: number): number => (viewportWidth <= 768 ? 70 : 120);

/**
 * Whether the header is compact at this scroll. Once compact it grows again only near the top:
 * shrinking the header shortens the page and pulls the scroll back by as much, which would
 * otherwise cross the threshold again and make the header grow and shrink without end.
 */
export const isHeaderCompact = (scrollY: number, viewportWidth: number, wasCompact = false): boolean => {
  const threshold = compactHeaderThreshold(viewportWidth);
  return scrollY > (wasCompact ? threshold / 4 : threshold);
};

/** Whether the page has scrolled past the threshold; follows scrolling and resizing. */
export const useCompactHeader = (): boolean => {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact((was) => isHeaderCompact(window.scrollY, window.innerWidth, was));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return compact;
};
