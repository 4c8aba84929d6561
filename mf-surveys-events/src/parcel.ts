import { createParcel } from '@portal/ui/parcel';
import EventsPage from './pages/EventsPage';

/** The events list as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(EventsPage);
