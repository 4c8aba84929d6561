/** Reads the expiry claim of a signed token without trusting it: the server checks the signature. */
export const tokenExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
};

export const isTokenExpired = (token: string, nowSeconds = Date.now() / 1000): boolean => {
  const exp = tokenExpiry(token);
  return exp === null || exp <= nowSeconds;
};
