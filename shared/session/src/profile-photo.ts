import { createStore } from 'zustand/vanilla';
import { sessionStore } from './store';

export interface ProfilePhotoState {
  /** Grows each time the student's photo changes; a view showing the photo reloads it then. */
  version: number;
  changed: () => void;
}

/**
 * The student's photo is saved by the CV remote and shown by the shell's header: this shared state
 * tells the header to fetch it again, without either app importing the other's code.
 */
export const profilePhotoStore = createStore<ProfilePhotoState>((set) => ({
  version: 0,
  changed: () => set((state) => ({ version: state.version + 1 })),
}));

interface HeldPhoto {
  /** The session's token and the photo's version it was fetched for. */
  key: string;
  address: Promise<string | null>;
  objectUrl?: string;
}

/** The one photo held for the page's views, until the session or the photo's version changes. */
let held: HeldPhoto | undefined;

const dropHeldPhoto = () => {
  if (held?.objectUrl) URL.revokeObjectURL(held.objectUrl);
  held = undefined;
};

// A student's photo is personal data: it leaves memory when the session ends or changes hands.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) dropHeldPhoto();
});

/**
 * The student's photo as a local address (an object URL: the photo is served only with the
 * session's token), fetched once for every view that shows it, the shell's header and the CV, where
 * each view fetched its own copy before. `fetchPhoto` downloads it (the caller's API client); it is
 * called only when no view has asked for this session and this version of the photo yet. Null
 * without a session or without a photo (an empty answer). A failed download is not kept: the next
 * view to ask tries again. A photo changed in another tab is seen once this tab's page is loaded
 * again or the photo is saved here.
 */
export const profilePhotoAddress = (fetchPhoto: () => Promise<Blob>): Promise<string | null> => {
  const { token } = sessionStore.getState();
  if (!token) return Promise.resolve(null);
  const key = `${token}#${profilePhotoStore.getState().version}`;
  if (held?.key === key) return held.address;
  dropHeldPhoto();
  const entry: HeldPhoto = {
    key,
    address: fetchPhoto().then(
      (blob) => {
        // A session or a version that has changed meanwhile: this photo is nobody's to show.
        if (held !== entry || blob.size === 0) return null;
        entry.objectUrl = URL.createObjectURL(blob);
        return entry.objectUrl;
      },
      (error: unknown) => {
        if (held === entry) held = undefined;
        throw error;
      },
    ),
  };
  held = entry;
  return entry.address;
};
