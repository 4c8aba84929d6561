import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { hasLink, type Notification, type UserType } from '@portal/contracts';
import { userApi } from '@portal/api-client';
import { sessionStore } from '@portal/session';

interface NotificationState {
  items: Notification[];
  /** The user type the items belong to; null when nobody is logged. */
  owner: UserType | null;
}

/** The logged user's notifications: the header's count, the panel and the page title read them. */
export const notificationStore = createStore<NotificationState>()(() => ({ items: [], owner: null }));

const api = () => {
  const { userType } = sessionStore.getState();
  return userType ? userApi(userType) : null;
};

/** Reads them again from the server (after login, a change, or a language switch). */
export const reloadNotifications = async (): Promise<void> => {
  const { userType } = sessionStore.getState();
  const calls = api();
  if (!userType || !calls) {
    notificationStore.setState({ items: [], owner: null });
    return;
  }
  // A failed load keeps the last list: the banner already says the call failed.
  const items = await calls.notifications().catch(() => notificationStore.getState().items);
  // The session may have ended while the call was on its way.
  if (sessionStore.getState().userType === userType) notificationStore.setState({ items, owner: userType });
};

/** Opening one marks it read (spec 000 §4). */
export const markRead = async (item: Notification): Promise<void> => {
  if (item.leida) return;
  await api()?.markNotificationRead(item.idNotificacion);
  await reloadNotifications();
};

export const deleteOne = async (item: Notification): Promise<void> => {
  await api()?.deleteNotification(item.idNotificacion);
  await reloadNotifications();
};

export const deleteAll = async (): Promise<void> => {
  await api()?.deleteAllNotifications();
  await reloadNotifications();
};

/** Closing the panel marks read the unread ones without a link: they have nothing more to open. */
export const closePanel = async (): Promise<void> => {
  const pending = notificationStore.getState().items.some((item) => !item.leida && !hasLink(item));
  if (!pending) return;
  await api()?.markLinklessNotificationsRead();
  await reloadNotifications();
};

export const unreadCount = (state: NotificationState): number => state.items.filter((item) => !item.leida).length;

export const useNotifications = <T>(selector: (state: NotificationState) => T): T => useStore(notificationStore, selector);

/** Follows the session: loads on login, empties on logout. Returns the unsubscribe function. */
export const followSession = (): (() => void) => {
  void reloadNotifications();
  return sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void reloadNotifications();
  });
};
