import { useEffect, useState } from 'react';

/** Scroll after which the header shrinks (spec 000 §2.4 and §9): 120 px, or 70 px on narrow screens. */
export const compactHeaderThreshold = (viewportWidth: number): number => (viewportWidth <= 768 ? 70 : 120);

export const isHeaderCompact = (scrollY: number, viewportWidth: number): boolean =>
  scrollY > compactHeaderThreshold(viewportWidth);

/** Whether the page has scrolled past the threshold; follows scrolling and resizing. */
export const useCompactHeader = (): boolean => {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact(isHeaderCompact(window.scrollY, window.innerWidth));
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
