import { isLanguage, type Language, type UserType } from '@portal/contracts';
import { keys, readLocal } from './storage';
import { isTokenExpired } from './token';

/**
 * Who the stored session is, read straight from storage without the store: for the first lines
 * a page runs, before the federated store can be loaded (the shell starts fetching the pages the
 * user will see with it). Not part of the singleton (`@portal/session/stored` is bundled by whoever
 * imports it): it only reads what the store writes, with the same keys.
 */
export const storedUserType = (): UserType | null => {
  const userType = readLocal(keys.userType);
  if (!storedToken()) return null;
  return userType === 'Alumno' || userType === 'Empresa' ? userType : null;
};

/** The stored session's token while it is valid (the shell asks for the opened page's first answers with it). */
export const storedToken = (): string | null => {
  const token = readLocal(keys.token);
  return token && !isTokenExpired(token) ? token : null;
};

/** The language the user chose, as the store keeps it; null until chosen (the brand's default applies then). */
export const storedLanguage = (): Language | null => {
  const language = readLocal(keys.language);
  return isLanguage(language) ? language : null;
};
