import { createParcel } from '@portal/ui/parcel';
import LoginPage from './pages/LoginPage';

/** Login as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(LoginPage);
