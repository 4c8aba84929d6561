/** i18n keys of a status entry in the `status` namespace. */
export const statusTextKey = (status: number, part: 'titulo' | 'cuerpo' | 'btn_text' | 'aviso' | 'to'): string =>
  `status:${status}.${part}`;
