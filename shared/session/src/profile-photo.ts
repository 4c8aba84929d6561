import { createStore } from 'zustand/vanilla';

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
