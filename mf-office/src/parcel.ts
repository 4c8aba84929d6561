import { createParcel } from '@portal/ui/parcel';
import DashboardPage from './pages/DashboardPage';

/** The office dashboard as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(DashboardPage);
