import { createParcel } from '@portal/ui/parcel';
import OffersPage from './pages/OffersPage';

/** The offers list as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(OffersPage);
