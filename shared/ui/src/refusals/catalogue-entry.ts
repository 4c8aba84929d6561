import { behaviourOf } from '@portal/contracts';
import { statusTextKey } from '@portal/i18n';

/** Where a catalogue entry's button leads (spec 000 §3 "Error entry": `to` per language). */
export interface CatalogueTarget {
  /** A path of the portal, in the user's language. */
  to: string;
  /** The code's behaviour opens it in a new tab, leaving the page (and what was typed) as it is. */
  newTab: boolean;
  /** The entry's `btn_text`, when it has one. */
  label: string | undefined;
}

/** The parts of a catalogue entry beyond its title and text: its notice and its target. */
export interface CatalogueExtras {
  /** The entry's `aviso`: what happens next, or what to keep in mind. */
  aviso: string | undefined;
  target: CatalogueTarget | undefined;
}

/** The translate function of any namespace: the status keys name their own (`status:`). */
type Translate = (key: string, options: { defaultValue: string }) => string;

/** Only the portal's own paths are followed: a text is never a way out to another site. */
const isPortalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * The notice and the target of a status code's entry in the user's language: the entry's own `to`
 * first, else the code's behaviour's (2 → /login), with the new-tab option of the behaviour. The
 * error banner and the refusal notices read them here, so an entry behaves the same in both.
 */
export const catalogueExtrasOf = (t: Translate, status: number): CatalogueExtras => {
  const text = (part: 'aviso' | 'to' | 'btn_text') => t(statusTextKey(status, part), { defaultValue: '' }) || undefined;
  const behaviour = behaviourOf(status);
  const to = text('to') ?? behaviour.to;
  return {
    aviso: text('aviso'),
    target: to && isPortalPath(to) ? { to, newTab: behaviour.nuevaPestana === true, label: text('btn_text') } : undefined,
  };
};

/** Opens a portal path in a new tab without handing this page to it. */
export const openInNewTab = (to: string) => {
  window.open(to, '_blank', 'noopener,noreferrer');
};
