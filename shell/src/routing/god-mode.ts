/** The hidden local flag that lets the careers office through maintenance mode (spec 000 §6). */
const key = 'portal.godMode';

export const isGodMode = (): boolean => {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

export const setGodMode = (on: boolean): void => {
  try {
    if (on) localStorage.setItem(key, 'true');
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable: the flag simply stays off.
  }
};
