import type { BrandSettings } from '@portal/contracts';

/**
 * A brand font's stack: the web font, then its metric-matched local fallback (the API's
 * /fonts/fonts.css defines '<family> fallback' for the fonts it serves; for another family the
 * name matches nothing and is skipped), then the system's.
 */
export const fontStack = (family: string): string => `'${family}', '${family} fallback', system-ui, sans-serif`;

/**
 * Brand settings become CSS custom properties on the document, so every app (and a foreign
 * page's shadow root) styles itself from the same tokens.
 */
export const brandTokens = (brand: BrandSettings): Record<string, string> => ({
  '--portal-color-primary': brand.colores.primario,
  '--portal-color-secondary': brand.colores.secundario,
  '--portal-color-text': brand.colores.texto,
  '--portal-color-background': brand.colores.fondo,
  '--portal-font-heading': fontStack(brand.fuentes.titulos),
  '--portal-font-body': fontStack(brand.fuentes.texto),
});

export const applyBrandTokens = (brand: BrandSettings, target: HTMLElement = document.documentElement): void => {
  for (const [name, value] of Object.entries(brandTokens(brand))) target.style.setProperty(name, value);
};
