import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandSettings } from '@portal/contracts';

/** Only what these tests read of the settings. */
const settingsNamed = (name: string) => ({ flags: { canRegistroAlumno: true }, nombre: name }) as unknown as BrandSettings;

/** A fresh copy of the module: what it holds lasts for the page, so each test is a new page. */
const freshPage = async () => {
  vi.resetModules();
  return import('../src/brand-settings');
};

describe('the brand settings, read once per page for every app', () => {
  beforeEach(() => vi.restoreAllMocks());

  it("gives every later asker the first read's answer, without reading again", async () => {
    const { loadBrandSettings } = await freshPage();
    const shellRead = vi.fn(async () => settingsNamed('from the preload'));
    const remoteRead = vi.fn(async () => settingsNamed('asked again'));
    const [shell, remote] = await Promise.all([loadBrandSettings(shellRead), loadBrandSettings(remoteRead)]);
    expect(shell).toBe(remote);
    expect(await loadBrandSettings(remoteRead)).toEqual(settingsNamed('from the preload'));
    expect(shellRead).toHaveBeenCalledTimes(1);
    expect(remoteRead).not.toHaveBeenCalled();
  });

  it('keeps no failed read: the next asker reads again', async () => {
    const { loadBrandSettings } = await freshPage();
    await expect(loadBrandSettings(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    const retry = vi.fn(async () => settingsNamed('second try'));
    expect(await loadBrandSettings(retry)).toEqual(settingsNamed('second try'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
