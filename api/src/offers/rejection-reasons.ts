import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isRejectionReasonFor, type ReasonGiver } from '@portal/contracts';
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
 * Whether who rejects (a student turning down a pre-enrolment, spec 000 §4; a company turning a
 * candidate down, 001 §4) may give this reason: one of the rejected state, of the offer's profile
 * (1 employment, 2 internships) or none, worded as theirs.
 */
export const isOfferedRejectionReason = (reasonId: number, profileId: 1 | 2, giver: ReasonGiver): boolean =>
  changeReasons().some(([idMotivo, idEstado, idPerfil]) =>
    idMotivo === reasonId && isRejectionReasonFor({ idMotivo, idEstado, idPerfil }, profileId, giver),
  );
