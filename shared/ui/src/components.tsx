import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A polite live region: screen readers hear that something is loading. */
export const Loading = ({ label }: { label?: string }) => {
  const { t } = useTranslation('common');
  return (
    <div className="portal-loading" role="status" aria-live="polite">
      <span className="portal-spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
};

/** A message in place of content that could not be shown, with an optional action. */
export const Notice = ({
  tone,
  title,
  children,
  action,
}: {
  tone: 'error' | 'info' | 'success';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <div className={`portal-notice portal-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    <p className="portal-notice__title">{title}</p>
    {children ? <div className="portal-notice__body">{children}</div> : null}
    {action ? <div className="portal-notice__action">{action}</div> : null}
  </div>
);

export const PageHeading = ({ children }: { children: ReactNode }) => <h1 className="portal-page-heading">{children}</h1>;

export const Card = ({ children, as: Tag = 'article' }: { children: ReactNode; as?: 'article' | 'section' | 'li' }) => (
  <Tag className="portal-card">{children}</Tag>
);

// One formatter per language: making one costs a phone's CPU more than formatting a date with it,
// and a page formats many (the header's notifications, a list's rows).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates as the user's language writes them. */
export const formatDate = (iso: string, language: string): string => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-ES`, { dateStyle: 'long' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
};
