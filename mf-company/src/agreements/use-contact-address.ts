import { useApiData } from '@portal/ui';
import { companyOffersApi } from '../offers/api';

/** Whether the brand keeps contacts' addresses (empresas.direccionContactos; on when unknown). */
export const useContactAddress = (): boolean => {
  const brand = useApiData(() => companyOffersApi.brand({ silent: true }), []);
  return brand.data?.empresas?.direccionContactos ?? true;
};
