import { z } from 'zod';
import { loginData, userTypeSchema, type LoginData, type UserType } from '@portal/contracts';
import { sessionStore } from '@portal/session';

/** What a forum window posts to hand over a login it made (guard 1). */
export const forumLoginMessage = z.object({
  tipo: z.literal('portal-login'),
  userType: userTypeSchema,
  datos: loginData,
});

export interface ForumLogin {
  userType: UserType;
  datos: LoginData;
}

/**
 * The login a cross-window message carries, or null: only from an allowed origin (compared
 * exactly, never by prefix) and only in the expected shape.
 */
export const acceptForumLogin = (event: Pick<MessageEvent, 'origin' | 'data'>, allowedOrigins: readonly string[]): ForumLogin | null => {
  if (!allowedOrigins.includes(event.origin)) return null;
  const parsed = forumLoginMessage.safeParse(event.data);
  return parsed.success ? { userType: parsed.data.userType, datos: parsed.data.datos } : null;
};

/** Listens for a forum window's login; returns the function that stops listening. */
export const listenForForumLogin = (allowedOrigins: readonly string[]): (() => void) => {
  const onMessage = (event: MessageEvent) => {
    const login = acceptForumLogin(event, allowedOrigins);
    if (login) sessionStore.getState().login(login.userType, login.datos);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
};
