import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CandidacyState } from '@portal/contracts';
import { dataDir } from '../reference-data/source-data';

/** `[idMotivo, idEstado, idPerfil, es, ca, en]`: the change-reason domain as shipped in api/data. */
const changeReasonsFile = z.array(
  z
    .tuple([z.number().int(), z.number().int(), z.union([z.literal(1), z.literal(2)]).nullable()])
    .rest(z.string()),
);

let reasons: z.infer<typeof changeReasonsFile> | undefined;

/** The same reference data the domains endpoints serve, read once per process. */
const changeReasons = () =>
  (reasons ??= changeReasonsFile.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'change-reasons.json'), 'utf8')),
  ));

/**
 * Whether a student may give this reason for turning down a pre-enrolment (spec 000 §4): a reason
 * of the rejected state whose profile is the offer's (1 employment, 2 internships) or none.
 */
export const isOfferedRejectionReason = (reasonId: number, profileId: 1 | 2): boolean =>
  changeReasons().some(
    ([id, stateId, reasonProfile]) =>
      id === reasonId &&
      stateId === CandidacyState.rejected &&
      (reasonProfile === null || reasonProfile === profileId),
  );
