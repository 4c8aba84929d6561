import { createParcel } from '@portal/ui/parcel';
import CompanyPage from './company-data/CompanyPage';

/** The company page as a single-spa parcel, for hosts that are not our shell. */
export const { bootstrap, mount, unmount, update } = createParcel(CompanyPage);
