import type pg from 'pg';
import type { Pool } from '../platform/db/pool';

/** What the enrolment rules and the offer requirements read about a student. */
export interface StudentStanding {
  withInternships: boolean;
  withEmployment: boolean;
  nationalId: string | null;
  phone: string | null;
  birthDate: Date | null;
  internshipSearchActive: boolean;
  jobSearchActive: boolean;
  hasWorkPermit: boolean;
  deregistered: boolean;
  /** A request to leave is pending (privacy/leave.ts): no new candidacies meanwhile. */
  leaving: boolean;
  degreeCode: string;
  level: string;
  twoYearMaster: boolean;
  creditsPassedPercent: number;
  enrolledForInternships: boolean;
  authorisedForInternships: boolean;
  hasScholarship: boolean;
  hasPendingInternships: boolean;
  hasOwnCv: boolean;
  needsWorkPermit: boolean;
  socialSecurityNumber: string | null;
  providedDocuments: string[];
  /** Language code to CEFR level, e.g. {"en": "B2"}. */
  languages: Record<string, string>;
  drivingLicence: boolean;
  ownCar: boolean;
  availableToRelocate: boolean;
}

export interface RequirementRow {
  offerId: number;
  kind: 'idioma' | 'carnetConducir' | 'vehiculoPropio' | 'disponibilidadTraslado' | 'edadMaxima' | 'otro';
  value: string | null;
  label: string;
}

const cefr = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

const ageOn = (birthDate: Date, today: Date) => {
  const years = today.getUTCFullYear() - birthDate.getUTCFullYear();
  const birthdayPassed =
    today.getUTCMonth() > birthDate.getUTCMonth() ||
    (today.getUTCMonth() === birthDate.getUTCMonth() && today.getUTCDate() >= birthDate.getUTCDate());
  return birthdayPassed ? years : years - 1;
};

/**
 * Whether the student meets one requirement. "otro" is free text the careers service reviews by
 * hand, so it never blocks an application.
 */
export const meetsRequirement = (
  requirement: RequirementRow,
  student: StudentStanding,
  today = new Date(),
) => {
  switch (requirement.kind) {
    case 'idioma': {
      // value "en:B2": the language and the least level.
      const [language = '', level = 'A1'] = (requirement.value ?? '').split(':');
      const held = student.languages[language];
      return held !== undefined && cefr.indexOf(held) >= cefr.indexOf(level);
    }
    case 'carnetConducir':
      return student.drivingLicence;
    case 'vehiculoPropio':
      return student.ownCar;
    case 'disponibilidadTraslado':
      return student.availableToRelocate;
    case 'edadMaxima':
      return student.birthDate !== null && ageOn(student.birthDate, today) <= Number(requirement.value);
    case 'otro':
      return true;
  }
};

/** The mandatory requirements of offers, by offer id. */
export const mandatoryRequirements = async (db: Pool | pg.PoolClient, offerIds: number[]) => {
  const { rows } = await db.query<RequirementRow>(
    `SELECT offer_id AS "offerId", kind, value, label FROM offer_requirements
      WHERE offer_id = ANY($1::integer[]) AND mandatory ORDER BY id`,
    [offerIds],
  );
  return rows;
};

/** The labels of the offer's mandatory requirements the student does not meet (status 80). */
export const unmetMandatoryRequirements = async (
  db: pg.PoolClient,
  offerId: number,
  student: StudentStanding,
) =>
  (await mandatoryRequirements(db, [offerId]))
    .filter((requirement) => !meetsRequirement(requirement, student))
    .map((requirement) => requirement.label);
