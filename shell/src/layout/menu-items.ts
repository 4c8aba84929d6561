import type { BrandSettings, UserType } from '@portal/contracts';
import { routeById } from '@portal/contracts';

export interface MenuItem {
  routeId: string;
  path: string;
}

interface MenuContext {
  userType: UserType;
  flags: BrandSettings['flags'];
  soloCicloFormativo: boolean;
}

const item = (routeId: string): MenuItem => ({ routeId, path: routeById(routeId).path });

/**
 * The menu of each user type (spec 000 §2.4, 001 §2), with the conditions known so far; later
 * pages add their rows here as they arrive.
 */
export const menuItems = ({ userType, flags, soloCicloFormativo }: MenuContext): MenuItem[] => {
  if (userType === 'Empresa') {
    return [item('myCompany'), ...(flags.hasEventos ? [item('events')] : [])];
  }
  return [
    item('cv'),
    item('jobOffers'),
    ...(soloCicloFormativo ? [] : [item('internshipOffers')]),
    ...(flags.hasEventos ? [item('events')] : []),
  ];
};
