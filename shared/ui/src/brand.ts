import type { BrandSettings } from '@portal/contracts';

/**
 * Brand settings become CSS custom properties on the document, so every app (and a foreign
 * page's shadow root) styles itself from the same tokens.
 */
export const brandTokens = (brand: BrandSettings): Record<string, string> => ({
  '--portal-color-primary': brand.colores.primario,
  '--portal-color-secondary': brand.colores.secundario,
  '--portal-color-text': brand.colores.texto,
  '--portal-color-background': brand.colores.fondo,
  '--portal-font-heading': `'${brand.fuentes.titulos}', system-ui, sans-serif`,
  '--portal-font-body': `'${brand.fuentes.texto}', system-ui, sans-serif`,
});

export const applyBrandTokens = (brand: BrandSettings, target: HTMLElement = document.documentElement): void => {
  for (const [name, value] of Object.entries(brandTokens(brand))) target.style.setProperty(name, value);
};
