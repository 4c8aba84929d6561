import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profilePhotoAddress, profilePhotoStore, sessionStore } from '../src';
import { loginAnswer, tokenExpiringIn } from './login-answers';

const logIn = (sub: string) => sessionStore.getState().login('Alumno', loginAnswer(tokenExpiringIn(3600, sub)));

const photo = (content: string) => new Blob([content], { type: 'image/png' });

describe('the profile photo shared by the header and the CV', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    // jsdom has no object URLs: each photo gets an address of its own, and revoking one is recorded.
    URL.createObjectURL = () => `blob:photo-${++made}`;
    URL.revokeObjectURL = (address: string) => void revoked.push(address);
    logIn('7');
  });
  afterEach(() => sessionStore.getState().logout());

  it('downloads the photo once for every view that asks for the same session and version', async () => {
    const fetchPhoto = vi.fn(async () => photo('face'));
    const [header, cv] = await Promise.all([profilePhotoAddress(fetchPhoto), profilePhotoAddress(fetchPhoto)]);
    expect(fetchPhoto).toHaveBeenCalledTimes(1);
    expect(header).toBe('blob:photo-1');
    expect(cv).toBe('blob:photo-1');
    expect(await profilePhotoAddress(fetchPhoto)).toBe('blob:photo-1');
    expect(fetchPhoto).toHaveBeenCalledTimes(1);
  });

  it('downloads it again when the photo changes, and lets the old copy go', async () => {
    const fetchPhoto = vi.fn(async () => photo('face'));
    await profilePhotoAddress(fetchPhoto);
    profilePhotoStore.getState().changed();
    expect(await profilePhotoAddress(fetchPhoto)).toBe('blob:photo-2');
    expect(fetchPhoto).toHaveBeenCalledTimes(2);
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it("never shows another session's photo, and drops it from memory at logout", async () => {
    await profilePhotoAddress(async () => photo('first student'));
    sessionStore.getState().logout();
    expect(revoked).toEqual(['blob:photo-1']);
    expect(await profilePhotoAddress(async () => photo('nobody'))).toBeNull();
    logIn('8');
    const second = vi.fn(async () => photo('second student'));
    expect(await profilePhotoAddress(second)).toBe('blob:photo-2');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('answers null for a student without a photo (an empty answer)', async () => {
    expect(await profilePhotoAddress(async () => new Blob([]))).toBeNull();
    expect(made).toBe(0);
  });

  it('keeps no failed download: the next view asks again', async () => {
    await expect(profilePhotoAddress(async () => Promise.reject(new Error('network')))).rejects.toThrow('network');
    const retry = vi.fn(async () => photo('face'));
    expect(await profilePhotoAddress(retry)).toBe('blob:photo-1');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not keep a photo that arrives after its session ended', async () => {
    let deliver: (blob: Blob) => void = () => undefined;
    const late = profilePhotoAddress(() => new Promise<Blob>((resolve) => (deliver = resolve)));
    sessionStore.getState().logout();
    deliver(photo('face'));
    expect(await late).toBeNull();
    expect(made).toBe(0);
  });
});
