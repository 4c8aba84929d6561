/** The public page where a contact opens the link the company sent them. */
export const contactLinkPage = '/datos-contacto';

/**
 * The address a contact opens: the signature travels in the fragment, which browsers never send
 * to a server, so it stays out of every access log on the way.
 */
export const contactLinkUrl = (origin: string, idContacto: number, parametrosControl: string): string =>
  `${origin}${contactLinkPage}/${idContacto}#${new URLSearchParams({ enlace: parametrosControl }).toString()}`;

/** The signature a contact's address carries, or null when the fragment has none. */
export const signatureIn = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('enlace');
