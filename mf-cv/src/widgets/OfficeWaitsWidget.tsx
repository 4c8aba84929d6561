import { type officeWaitsResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { OfficeWaits, useApiData } from '@portal/ui';

/** The student's home: what the student waits for from the careers office (declared studies...). */
const OfficeWaitsWidget = () => {
  const waits = useApiData(() => call<typeof officeWaitsResponse>({ url: '/api/Alumno/dameEsperasServicio' }, { silent: true }), []);
  return waits.data ? <OfficeWaits waits={waits.data.esperas} /> : null;
};

export default OfficeWaitsWidget;
