import { createParcel } from '@portal/ui/parcel';
import CvPage from './pages/CvPage';

/** The CV as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(CvPage);
