import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@portal/contracts';
import { ConfirmDialog, formatDate } from '@portal/ui';
import { closePanel, deleteAll, deleteOne, markRead, unreadCount, useNotifications } from './notification-store';

/** Failures are shown by the error banner; here they only must not go unhandled. */
const quietly = (action: Promise<void>) => {
  action.catch(() => undefined);
};

const NotificationItem = ({ item, onNavigate }: { item: Notification; onNavigate: () => void }) => {
  const { t, i18n } = useTranslation('shell');
  const open = () => {
    quietly(markRead(item));
    onNavigate();
  };
  return (
    <li className={`shell-notification${item.leida ? '' : ' shell-notification--unread'}`}>
      <p className="shell-notification__title">
        {item.Importante ? <span className="shell-notification__important">{t('notifications.important')}</span> : null}
        {item.leida ? null : <span className="visually-hidden">{t('notifications.unread')} </span>}
        {item.titulo}
      </p>
      <p>{item.texto}</p>
      <p className="shell-notification__meta">
        <time dateTime={item.fecha}>{formatDate(item.fecha, i18n.language)}</time>
        {item.urlAcceso ? (
          <Link to={item.urlAcceso} onClick={open}>
            {t('notifications.open')}
          </Link>
        ) : null}
        {item.urlExterna ? (
          <a href={item.urlExterna} target="_blank" rel="noopener noreferrer" onClick={open}>
            {t('notifications.openExternal')}
          </a>
        ) : null}
        {!item.leida && !item.urlAcceso && !item.urlExterna ? (
          <button type="button" className="shell-link-button" onClick={() => quietly(markRead(item))}>
            {t('notifications.markRead')}
          </button>
        ) : null}
        <button
          type="button"
          className="shell-link-button"
          onClick={() => quietly(deleteOne(item))}
          aria-label={t('notifications.deleteOne', { title: item.titulo })}
        >
          {t('notifications.delete')}
        </button>
      </p>
    </li>
  );
};

/**
 * The bell of the header: the unread count, and a panel (a disclosure, Escape closes it) with
 * the user's notifications. Closing it marks read those without a link (spec 000 §4).
 */
export const NotificationsPanel = () => {
  const { t } = useTranslation('shell');
  const items = useNotifications((state) => state.items);
  const unread = useNotifications(unreadCount);
  const [open, setOpen] = useState(false);
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    quietly(closePanel());
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || confirmingDeleteAll) return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="shell-notifications">
      <button
        ref={toggle}
        type="button"
        className="shell-notifications__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notifications-toggle"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('notifications.title')}
        {unread > 0 ? (
          <span className="shell-notifications__count" data-testid="notifications-count">
            {unread}
            <span className="visually-hidden"> {t('notifications.unreadCount', { count: unread })}</span>
          </span>
        ) : null}
      </button>
      <section id={panelId} className="shell-notifications__panel" hidden={!open} aria-label={t('notifications.title')}>
        {items.length === 0 ? (
          <p>{t('notifications.empty')}</p>
        ) : (
          <>
            <ul>
              {items.map((item) => (
                <NotificationItem key={item.idNotificacion} item={item} onNavigate={close} />
              ))}
            </ul>
            <button type="button" className="portal-button portal-button--secondary" onClick={() => setConfirmingDeleteAll(true)}>
              {t('notifications.deleteAll')}
            </button>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirmingDeleteAll}
        title={t('notifications.deleteAllConfirmTitle')}
        confirmLabel={t('notifications.deleteAll')}
        cancelLabel={t('notifications.cancel')}
        onCancel={() => setConfirmingDeleteAll(false)}
        onConfirm={() => {
          setConfirmingDeleteAll(false);
          quietly(deleteAll());
        }}
      >
        <p>{t('notifications.deleteAllConfirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
};
