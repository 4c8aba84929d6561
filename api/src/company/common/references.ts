import { isRejectionReasonFor, type Language, type OfferType } from '@portal/contracts';
import { createDomainCatalogue, type DomainCatalogue } from '../../reference-data/catalogue';

/**
 * The reference data the company rules read: the same catalogue the domains API serves
 * (api/data/), so an id the wizard offers is an id the server accepts. Built on first use.
 */
let catalogue: DomainCatalogue | undefined;
const catalogueOf = () => (catalogue ??= createDomainCatalogue());

interface Reference {
  degreeCodes: Set<string>;
  contractTypes: Map<number, string>;
  internshipTypes: Map<number, string>;
  candidacyStates: Map<number, string>;
  islands: Map<number, string>;
  studyScopes: Set<number>;
  reasons: { idMotivo: number; idEstado: number; idPerfil: 1 | 2 | null; descripcion: string }[];
}

const references = new Map<Language, Reference>();

const referenceIn = (language: Language): Reference => {
  const known = references.get(language);
  if (known) return known;
  const source = catalogueOf();
  const domains = source.domains(language, new Date().getFullYear());
  const byId = (items: { id: number; descripcion: string }[]) =>
    new Map(items.map((item) => [item.id, item.descripcion]));
  const reference: Reference = {
    degreeCodes: new Set(source.degrees(language).map((degree) => degree.codigo)),
    contractTypes: byId(domains.tiposContrato),
    internshipTypes: byId(domains.tiposContratoPracticas),
    candidacyStates: byId(domains.estadosCandidatura),
    islands: new Map(domains.islas.map((island) => [island.idIsla, island.descripcion])),
    studyScopes: new Set(source.lists(language).ambitosEstudio.map((scope) => scope.idAmbito)),
    reasons: source.changeReasons(language),
  };
  references.set(language, reference);
  return reference;
};

/**
 * Degree codes the reference data does not know. The students' academic records of the demo
 * write the domain's codes without their hyphen ("GII" for "G-II"): both spellings are known.
 */
const withoutHyphen = (code: string) => code.replaceAll('-', '');
export const unknownDegrees = (codes: string[]): string[] => {
  const known = referenceIn('es').degreeCodes;
  const compact = new Set([...known].map(withoutHyphen));
  return codes.filter((code) => !known.has(code) && !compact.has(code));
};

/** Degree areas (study scopes, ambitosEstudio) the reference data does not know. */
export const unknownStudyScopes = (ids: number[]): number[] => ids.filter((id) => !referenceIn('es').studyScopes.has(id));

export const isContractType = (id: number): boolean => referenceIn('es').contractTypes.has(id);
export const isInternshipType = (id: number): boolean => referenceIn('es').internshipTypes.has(id);

/** The contract type's name, as the students' offer pages show it (contrato). */
export const contractTypeName = (id: number, language: Language = 'es'): string | null =>
  referenceIn(language).contractTypes.get(id) ?? null;

export const islandName = (id: number): string | null => referenceIn('es').islands.get(id) ?? null;

export const candidacyStateName = (id: number, language: Language): string =>
  referenceIn(language).candidacyStates.get(id) ?? String(id);

export const isCandidacyState = (id: number): boolean => referenceIn('es').candidacyStates.has(id);

export const reasonText = (id: number | null, language: Language): string | null =>
  id === null ? null : (referenceIn(language).reasons.find((reason) => reason.idMotivo === id)?.descripcion ?? null);

/** The reasons a company may give for a rejection (spec 001 §4): state 17, the offer's profile or none, in its own voice. */
export const rejectionReasonsFor = (type: OfferType, language: Language) => {
  const profile = type === 'empleo' ? 1 : 2;
  return referenceIn(language)
    .reasons.filter((reason) => isRejectionReasonFor(reason, profile, 'empresa'))
    .map(({ idMotivo, descripcion }) => ({ idMotivo, descripcion }));
};
