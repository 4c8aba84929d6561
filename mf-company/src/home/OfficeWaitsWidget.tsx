import { type officeWaitsResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { OfficeWaits, useApiData } from '@portal/ui';

/** The company's home: what the company waits for from the careers office, and since when. */
const OfficeWaitsWidget = () => {
  const waits = useApiData(() => call<typeof officeWaitsResponse>({ url: '/api/Empresa/dameEsperasServicio' }, { silent: true }), []);
  return waits.data ? <OfficeWaits waits={waits.data.esperas} /> : null;
};

export default OfficeWaitsWidget;
