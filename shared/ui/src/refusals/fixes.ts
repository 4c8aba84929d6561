import { CvStatus, Status, Success, internshipDataSection } from '@portal/contracts';

/** The company home's warning that an internship offer would be refused for the missing IBAN (72). */
const ibanNotice = 535;

/** A datum an internship needs (faltaDatosNecesariosPorPractica, 518), by its name in that answer. */
export type InternshipDatum = keyof typeof internshipDataSection;

/** Where a refused user fixes what was refused, and the words of the link that takes them there. */
export interface RefusalFix {
  /** The link's words: a key of the `refusals` namespace. */
  label: string;
  /** The page that fixes it, or null when it is the form that was refused (it handles `onFix`). */
  path: string | null;
  /** The element brought into view below the sticky header (an id on that page). */
  anchor: string;
  /** The field that receives the focus (its `name`), when the fix is one field. */
  field?: string;
  /** For a fix inside the refused form: the index of the step holding the field (the offer wizard). */
  step?: number;
}

/** What the refusal was about, where the fix needs it (the offer that asked for documents...). */
export interface RefusalContext {
  /** The offer applied to (11: its requested documents are listed in the CV). */
  offerSlug?: string | undefined;
  /** The data an internship still needs (518), each fixed in its own CV section. */
  missingData?: readonly InternshipDatum[] | undefined;
  /** The kind of offer applied to (54: its own search switch). */
  offerType?: 'practicas' | 'empleo' | undefined;
  /** The page to come back to once fixed (the offer wizard, whose draft keeps what was typed). */
  returnTo?: string | undefined;
}

/**
 * The link that a CV fix follows: the section's anchor, `anadir` opens the section's new-record
 * form, `editar` opens the section's form, `campo` names the field that takes the focus.
 */
export const cvFixPath = (
  anchor: string,
  { open, field, offerSlug }: { open?: 'anadir' | 'editar'; field?: string; offerSlug?: string } = {},
): string => {
  const query = new URLSearchParams();
  if (offerSlug) query.set('oferta', offerSlug);
  if (open) query.set(open, anchor);
  if (field) query.set('campo', field);
  const search = query.toString();
  return `/mi-perfil-cv${search ? `?${search}` : ''}#${anchor}`;
};

const studies: RefusalFix = { label: 'addStudy', path: cvFixPath('estudios', { open: 'anadir' }), anchor: 'estudios' };
/** The CV's active-search switch of the offer's kind: internships, or jobs. */
const search = (offerType: RefusalContext['offerType']): RefusalFix => {
  const field = offerType === 'empleo' ? 'trabajo' : 'practicas';
  return { label: 'activateSearch', path: cvFixPath('busqueda', { open: 'editar', field }), anchor: 'busqueda', field };
};
const socialSecurity: RefusalFix = {
  label: 'socialSecurity',
  path: cvFixPath('seguridad-social', { open: 'editar', field: 'numSeguridadSocial' }),
  anchor: 'seguridad-social',
  field: 'numSeguridadSocial',
};
/** The company data's IBAN field; after saving, the page leads back to `returnTo` (the wizard). */
const iban = (returnTo: string | undefined): RefusalFix => ({
  label: 'addIban',
  path: `/formulario-datos?campo=iban${returnTo ? `&volver=${encodeURIComponent(returnTo)}` : ''}#iban`,
  anchor: 'iban',
  field: 'iban',
});
/** The offer wizard's step 2 (conditions): the index of the step and the field to fix. */
const wizardConditions = (field: string, label: string): RefusalFix => ({
  label,
  path: null,
  anchor: field,
  field,
  step: 1,
});

/**
 * Every refusal a person can fix by themselves, and where: one table for the whole portal (the
 * student's applications, the CV, the company's offers and agreements). A code absent here has
 * nothing the user can change (a closed offer, a degree that does not fit) and shows no link.
 */
const fixes: Record<number, (context: RefusalContext) => RefusalFix[]> = {
  [Status.noStudiesFound]: () => [studies],
  [Status.atLeastOneStudy]: () => [studies],
  [Status.activeSearchRequired]: ({ offerType }) => [search(offerType)],
  [Status.workPermitNeeded]: () => [
    { label: 'workPermit', path: cvFixPath('busqueda', { open: 'editar', field: 'permiso' }), anchor: 'busqueda', field: 'permiso' },
  ],
  [Status.ownCvRequired]: () => [{ label: 'uploadOwnCv', path: cvFixPath('documentos'), anchor: 'documentos' }],
  [CvStatus.degreeCopyNeeded]: () => [{ label: 'uploadDegreeCopy', path: cvFixPath('documentos'), anchor: 'documentos' }],
  [Status.missingDocumentation]: ({ offerSlug }) => [
    {
      label: 'uploadRequiredDocuments',
      path: cvFixPath('documentos', offerSlug ? { offerSlug } : {}),
      anchor: 'documentos',
    },
  ],
  [Success.missingInternshipData]: ({ missingData = [] }) =>
    missingData.length === 0
      ? [
          { label: 'personalData', path: cvFixPath('datos-personales', { open: 'editar' }), anchor: 'datos-personales' },
          socialSecurity,
        ]
      : missingData.map((datum) =>
          internshipDataSection[datum] === 'seguridad-social'
            ? { ...socialSecurity, label: `datum.${datum}` }
            : {
                label: `datum.${datum}`,
                path: cvFixPath(internshipDataSection[datum], { open: 'editar', field: datum }),
                anchor: internshipDataSection[datum],
                field: datum,
              },
        ),
  [Status.ibanMissing]: ({ returnTo }) => [iban(returnTo)],
  [ibanNotice]: ({ returnTo }) => [iban(returnTo)],
  [Status.noActiveAgreement]: () => [
    { label: 'requestAgreement', path: '/nuevo-convenio-colaboracion', anchor: 'portal-main' },
  ],
  [Status.startBeforeEnd]: () => [wizardConditions('fechaInicio', 'startDate')],
  [Status.unpaidNeedsNoticeStart]: () => [wizardConditions('fechaInicio', 'startDate')],
  [Status.unpaidNeedsNoticeCreation]: () => [wizardConditions('fechaInicio', 'startDate')],
  [Status.programDedicationMismatch]: () => [wizardConditions('tiempoDedicacionJornada', 'dedication')],
};

/** The places that fix a refusal with this code (none when the user cannot fix it). */
export const fixesOf = (status: number, context: RefusalContext = {}): RefusalFix[] =>
  fixes[status]?.(context) ?? [];
