/** Texts of one entry of the status catalogue (spec 000 §3 "Error entry"). */
export interface StatusTexts {
  titulo: string;
  cuerpo: string;
  /** A label for the action button, when the entry has one. */
  btn_text?: string;
  /**
   * A notice under the text: what happens next or what to keep in mind (the error was reported,
   * a page opens in a new tab and nothing typed is lost).
   */
  aviso?: string;
  /**
   * Where the entry's button leads, in this language: a path of the portal (its routes have a
   * name per language: /contacto, /contacte). Whether it opens in a new tab is the code's
   * behaviour (`errorBehaviour.nuevaPestana` in the contracts), the same in every language.
   */
  to?: string;
}

/** Every status code of the catalogue, errors and success messages, by code. */
export type StatusCatalogueTexts = Record<string, StatusTexts>;
