/** Texts of one entry of the status catalogue (spec 000 §3 "Error entry"). */
export interface StatusTexts {
  titulo: string;
  cuerpo: string;
  /** A label for the action button, when the entry has one. */
  btn_text?: string;
}

/** Every status code of the catalogue, errors and success messages, by code. */
export type StatusCatalogueTexts = Record<string, StatusTexts>;
