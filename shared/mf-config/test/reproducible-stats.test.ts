import { describe, expect, it } from 'vitest';
import { reproducibleStats } from '../src/reproducible-stats';

describe('reproducible build statistics', () => {
  it('drops the lists that vary between two builds and keeps the used exports the release checks read', () => {
    const built = {
      id: 'mf_cv',
      shared: [{ name: 'react-router-dom', version: '7.9.4', usedExports: ['Link', 'useNavigate'], usedIn: ['src/pages/CvPage.tsx'] }],
      exposes: [{ name: 'CvPage', path: './CvPage', requires: ['react-i18next', 'react/jsx-runtime'] }],
      remotes: [],
    };
    expect(reproducibleStats(built)).toEqual({
      id: 'mf_cv',
      shared: [{ name: 'react-router-dom', version: '7.9.4', usedExports: ['Link', 'useNavigate'] }],
      exposes: [{ name: 'CvPage', path: './CvPage' }],
      remotes: [],
    });
  });

  it('gives two builds whose analysis listed their users in another order the same statistics', () => {
    const first = {
      shared: [{ name: 'react', usedIn: ['a.tsx'] }, { name: 'react-router-dom', usedExports: ['Route', 'Link', 'useNavigate'] }],
      exposes: [{ name: 'A', requires: ['react'] }],
    };
    const second = {
      shared: [{ name: 'react', usedIn: ['b.tsx'] }, { name: 'react-router-dom', usedExports: ['useNavigate', 'Link', 'Route'] }],
      exposes: [{ name: 'A', requires: [] }],
    };
    expect(JSON.stringify(reproducibleStats(first))).toBe(JSON.stringify(reproducibleStats(second)));
  });
});
