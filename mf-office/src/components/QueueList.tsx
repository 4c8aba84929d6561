import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, type To } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { QueueItem, QueueList as QueueListData } from '@portal/contracts';
import { Field, LoadState, Pager, pageCount, type ApiData } from '@portal/ui';
import { defaultFilters, isFiltered, pageSizes, type ListFilters } from '../queues/filters';
import { formatAge, formatWhen } from '../queues/values';
import type { Words } from '../queues/words';

const sorts = ['antiguedad_asc', 'antiguedad_desc', 'nombre_asc', 'nombre_desc'] as const;

/** A labelled select of the filter bar. */
const Select = ({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onValue: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/** Words, state, order and page size; the words apply on submit, the rest at once. */
const Filters = ({ filters, words, onFilters }: { filters: ListFilters; words: Words; onFilters: (filters: ListFilters) => void }) => {
  const { t } = useTranslation('officeQueues');
  const [text, setText] = useState(filters.texto);
  // A link, a reload or going back changes the URL's words: the field follows.
  const [urlText, setUrlText] = useState(filters.texto);
  if (urlText !== filters.texto) {
    setUrlText(filters.texto);
    setText(filters.texto);
  }
  const apply = (changes: Partial<ListFilters>) => onFilters({ ...filters, ...changes, pagina: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ texto: text.trim() });
  };
  const states = filters.estado && !words.estados.includes(filters.estado) ? [...words.estados, filters.estado] : words.estados;
  return (
    <form role="search" aria-label={t('filters')} className="office-filters" onSubmit={submit}>
      <div className="office-filters__text">
        <Field label={t('searchText')} type="search" value={text} onValue={setText} hint={t('searchHint')} maxLength={100} />
        <button type="submit" className="portal-button">
          {t('filter')}
        </button>
      </div>
      <div className="office-filters__choices">
        <Select
          label={t('state')}
          value={filters.estado}
          options={[{ value: '', label: t('stateWaiting') }, ...states.map((state) => ({ value: state, label: words.state(state) }))]}
          onValue={(estado) => apply({ estado })}
        />
        <Select
          label={t('sort')}
          value={`${filters.orden}_${filters.direccion}`}
          options={sorts.map((sort) => ({ value: sort, label: t(`sort_${sort}`) }))}
          onValue={(value) => {
            const [orden, direccion] = value.split('_') as [ListFilters['orden'], ListFilters['direccion']];
            apply({ orden, direccion });
          }}
        />
        <Select
          label={t('pageSize')}
          value={String(filters.porPagina)}
          options={[...new Set([...pageSizes, filters.porPagina])].sort((a, b) => a - b).map((size) => ({ value: String(size), label: String(size) }))}
          onValue={(size) => apply({ porPagina: Number(size) })}
        />
      </div>
      {isFiltered(filters) ? (
        <button type="button" className="office-link-button" onClick={() => onFilters({ ...defaultFilters, orden: filters.orden, direccion: filters.direccion, porPagina: filters.porPagina })}>
          {t('clearFilters')}
        </button>
      ) : null}
    </form>
  );
};

/** One item: what it is, its state and warnings, and how long it has waited. */
const Item = ({ item, words, to, selected, now }: { item: QueueItem; words: Words; to: To; selected: boolean; now: Date }) => {
  const { t, i18n } = useTranslation('officeQueues');
  const language = i18n.language;
  return (
    <li className="office-item">
      <Link to={to} className="office-item__link" data-queue-item={item.id} aria-current={selected ? 'true' : undefined}>
        <span className="office-item__title">{item.titulo}</span>
        {item.detalle ? <span className="office-item__detail">{item.detalle}</span> : null}
        <span className="office-item__meta">
          <span className="office-badge office-badge--state">
            <span className="visually-hidden">{t('state')}: </span>
            {words.state(item.estado)}
          </span>
          {item.avisos.map((warning) => (
            <span key={warning} className="office-badge office-badge--warning">
              <span aria-hidden="true">⚠ </span>
              <span className="visually-hidden">{t('warnings')}: </span>
              {words.warning(warning)}
            </span>
          ))}
          <time dateTime={item.desde} title={t('waitingSince', { date: formatWhen(item.desde, true, language) })} className="office-item__age">
            {formatAge(item.desde, language, now)}
          </time>
        </span>
      </Link>
    </li>
  );
};

/** j/k anywhere but in a field, or the arrows inside the list, move the focus from item to item. */
const useKeyboardTriage = (list: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-queue-item]') ?? [])];
      if (links.length === 0) return;
      const inList = target !== null && list.current?.contains(target) === true;
      const down = event.key === 'j' || (inList && event.key === 'ArrowDown');
      const up = event.key === 'k' || (inList && event.key === 'ArrowUp');
      if (!down && !up) return;
      event.preventDefault();
      const focused = links.findIndex((link) => link === document.activeElement);
      const from = focused >= 0 ? focused : links.findIndex((link) => link.getAttribute('aria-current') === 'true');
      const next = from < 0 ? 0 : down ? Math.min(links.length - 1, from + 1) : Math.max(0, from - 1);
      links[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list]);
};

/**
 * A queue's list: its filters, the items of one page (each opens its record) and the pages.
 * Loading, an error with a retry, an empty queue and no match each say so.
 */
export const QueueList = ({
  list,
  filters,
  words,
  selectedId,
  linkOf,
  onFilters,
}: {
  list: ApiData<QueueListData>;
  filters: ListFilters;
  words: Words;
  selectedId: number | null;
  linkOf: (id: number) => To;
  onFilters: (filters: ListFilters) => void;
}) => {
  const { t } = useTranslation('officeQueues');
  const items = useRef<HTMLUListElement>(null);
  const [now] = useState(() => new Date());
  useKeyboardTriage(items);
  return (
    <div className="office-list">
      <Filters filters={filters} words={words} onFilters={onFilters} />
      <LoadState state={list}>
        {({ total, elementos }) => {
          const pages = pageCount(total, filters.porPagina);
          if (total === 0) {
            return (
              <p role="status" className="office-list__empty">
                {isFiltered(filters) ? t('noMatches') : t('emptyQueue')}
              </p>
            );
          }
          return (
            <>
              <p role="status" className="office-list__total">
                {t('total', { count: total })}
              </p>
              <p className="office-muted office-list__hint">{t('keyboardHint')}</p>
              <ul ref={items} className="office-items" aria-label={t('items')}>
                {elementos.map((item) => (
                  <Item key={item.id} item={item} words={words} to={linkOf(item.id)} selected={item.id === selectedId} now={now} />
                ))}
              </ul>
              <Pager page={filters.pagina} pages={pages} onPage={(pagina) => onFilters({ ...filters, pagina })} />
            </>
          );
        }}
      </LoadState>
    </div>
  );
};
