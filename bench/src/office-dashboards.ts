import { outcomePanels } from '@portal/contracts';
import type { Pool } from '../../api/src/platform/db/pool';
import type { Sessions } from '../../api/src/platform/auth/sessions';
import { benchStaff, time } from './office-queues';

/**
 * The careers office's outcome dashboards on the benchmark seed (issue 26: each answers in under
 * one second with 100,000 offers and 1,000,000 candidacies): every dashboard over the last twelve
 * months (the whole seed), for every degree and for one, one request at a time as the page's
 * panels send them. Latencies are measured at the client, over loopback.
 */
export interface DashboardTiming {
  route: string;
  medianMs: number;
  p95Ms: number;
  samples: number;
}

const oneDegree = 'G-II';

export const measureOfficeDashboards = async (
  baseUrl: string,
  pool: Pool,
  sessions: Pick<Sessions, 'openStaff'>,
  samples: number,
): Promise<DashboardTiming[]> => {
  const token = await sessions.openStaff(await benchStaff(pool));
  const timings: DashboardTiming[] = [];
  for (const panel of outcomePanels) {
    for (const [label, query] of [
      ['every degree', ''],
      [oneDegree, `?titulacion=${oneDegree}`],
    ] as const) {
      timings.push({ route: `${panel} (${label})`, ...(await time(baseUrl, token, `/api/Orientacion/resultados/${panel}${query}`, samples)) });
    }
  }
  return timings;
};

export const formatDashboardFigures = (timings: DashboardTiming[]): string[] => [
  'Careers office outcome dashboards, last twelve months, one request at a time (target < 1,000 ms):',
  ...timings.map(
    ({ route, medianMs, p95Ms, samples }) =>
      `  ${route}: median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms over ${samples}` + (p95Ms >= 1000 ? ' | OVER TARGET' : ''),
  ),
];
