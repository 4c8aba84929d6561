import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import { PlaceholderCards } from '../src/PlaceholderCards';

afterEach(cleanup);
beforeEach(() => applyLanguage('ca'));

it('stands four grey cards for loading content, heard once as loading and not card by card', () => {
  render(<PlaceholderCards />);
  const list = screen.getByRole('list', { name: 'Carregant…' });
  expect(list.getAttribute('aria-busy')).toBe('true');
  expect(list.querySelectorAll('li.portal-placeholder')).toHaveLength(4);
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

it('stands as many cards as a shorter list asks for', () => {
  render(<PlaceholderCards count={2} />);
  expect(screen.getByRole('list', { name: 'Carregant…' }).querySelectorAll('li')).toHaveLength(2);
});
