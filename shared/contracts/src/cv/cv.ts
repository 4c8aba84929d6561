import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { provinceIdSchema, spainCountryId, type ProvinceId } from '../reference-data/domains';
import { envelope } from '../platform/envelope';

/**
 * The student's home address, one per student. Field names follow the address of spec 001 §3
 * (idPais, idProvincia, idLocalidad, localidadOtros, idTipoVia, direccion...), since the spec does
 * not show the payload of editDatosPersonales.
 */
/** Optional text: trimmed, '' and absent read as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const studentAddressRequest = z.object({
  idTipoVia: idNumber.nullable(),
  direccion: z.string().trim().max(200),
  direccionNumero: z.string().trim().max(20),
  direccionPiso: optionalText(20),
  direccionPuerta: optionalText(20),
  cp: z.string().trim().max(12),
  idPais: idNumber.nullable(),
  /** Only for Spain (idPais 1). */
  idProvincia: provinceIdSchema.nullable(),
  /** The province or region abroad, as text; never for Spain. */
  provinciaOtros: optionalText(100),
  /** INE municipality id, when the province has municipalities. */
  idLocalidad: idNumber.nullable(),
  /** The town as text: abroad, or in Spain when the province is unknown (53). */
  localidadOtros: optionalText(100),
  /** Only for the island provinces (Illes Balears, Las Palmas, Santa Cruz de Tenerife). */
  idIsla: idNumber.nullable(),
});
export type StudentAddressRequest = z.input<typeof studentAddressRequest>;
export type StudentAddressInput = z.output<typeof studentAddressRequest>;

/** The saved address as the CV shows it (the same fields, every one present). */
export const studentAddress = z.object({
  idTipoVia: z.number().int(),
  direccion: z.string(),
  direccionNumero: z.string(),
  direccionPiso: z.string().nullable(),
  direccionPuerta: z.string().nullable(),
  cp: z.string(),
  idPais: z.number().int(),
  idProvincia: provinceIdSchema.nullable(),
  provinciaOtros: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  localidadOtros: z.string().nullable(),
  idIsla: z.number().int().nullable(),
});
export type StudentAddress = z.infer<typeof studentAddress>;
export const studentAddressResponse = envelope(studentAddress);

/** Why an address field is refused; the server and the form word each one in their language. */
export type AddressRule =
  | 'required'
  | 'invalid'
  /** A value that does not apply here (a province abroad, a municipality id in the unknown province). */
  | 'notApplicable'
  /** The municipality or the island is not one of the province's. */
  | 'notInProvince'
  /** A Spanish postal code has five digits. */
  | 'postalCodeFormat'
  /** ...and starts with the province's two digits. */
  | 'postalCodeProvince';

export interface AddressFailure {
  campo: keyof StudentAddressInput;
  regla: AddressRule;
}

/** What the rules need to know of the reference data (the server's files, or the client's cache). */
export interface AddressReference {
  isCountry(id: number): boolean;
  /** The client may not have the street types yet (their call fails silently): it answers true. */
  isStreetType(id: number): boolean;
  isProvince(id: ProvinceId): boolean;
  hasMunicipalities(provinceId: ProvinceId): boolean;
  isMunicipalityOf(municipalityId: number, provinceId: ProvinceId): boolean;
  islandsOf(provinceId: ProvinceId): readonly number[];
}

const spanishPostalCode = /^\d{5}$/;

/** The place part: Spain has listed provinces and municipalities, any other country has text. */
const placeFailures = (address: StudentAddressInput, reference: AddressReference): AddressFailure[] => {
  const failures: AddressFailure[] = [];
  const { idPais, idProvincia, idLocalidad, localidadOtros, idIsla } = address;
  if (idPais === null) return [{ campo: 'idPais', regla: 'required' }];
  if (!reference.isCountry(idPais)) return [{ campo: 'idPais', regla: 'invalid' }];

  if (idPais !== spainCountryId) {
    if (idProvincia !== null) failures.push({ campo: 'idProvincia', regla: 'notApplicable' });
    if (idLocalidad !== null) failures.push({ campo: 'idLocalidad', regla: 'notApplicable' });
    if (idIsla !== null) failures.push({ campo: 'idIsla', regla: 'notApplicable' });
    if (localidadOtros === null) failures.push({ campo: 'localidadOtros', regla: 'required' });
    if (address.cp === '') failures.push({ campo: 'cp', regla: 'required' });
    return failures;
  }

  if (address.provinciaOtros !== null) failures.push({ campo: 'provinciaOtros', regla: 'notApplicable' });
  if (idProvincia === null) return [...failures, { campo: 'idProvincia', regla: 'required' }];
  if (!reference.isProvince(idProvincia)) return [...failures, { campo: 'idProvincia', regla: 'invalid' }];

  if (reference.hasMunicipalities(idProvincia)) {
    if (idLocalidad === null) failures.push({ campo: 'idLocalidad', regla: 'required' });
    else if (!reference.isMunicipalityOf(idLocalidad, idProvincia))
      failures.push({ campo: 'idLocalidad', regla: 'notInProvince' });
    if (localidadOtros !== null) failures.push({ campo: 'localidadOtros', regla: 'notApplicable' });
  } else {
    // The unknown province (53) has no list: the town is written.
    if (idLocalidad !== null) failures.push({ campo: 'idLocalidad', regla: 'notApplicable' });
    if (localidadOtros === null) failures.push({ campo: 'localidadOtros', regla: 'required' });
  }

  const islands = reference.islandsOf(idProvincia);
  if (islands.length === 0) {
    if (idIsla !== null) failures.push({ campo: 'idIsla', regla: 'notApplicable' });
  } else if (idIsla === null) failures.push({ campo: 'idIsla', regla: 'required' });
  else if (!islands.includes(idIsla)) failures.push({ campo: 'idIsla', regla: 'notInProvince' });

  if (address.cp === '') failures.push({ campo: 'cp', regla: 'required' });
  else if (!spanishPostalCode.test(address.cp)) failures.push({ campo: 'cp', regla: 'postalCodeFormat' });
  else if (reference.hasMunicipalities(idProvincia) && !address.cp.startsWith(idProvincia))
    failures.push({ campo: 'cp', regla: 'postalCodeProvince' });
  return failures;
};

/** Every rule the address breaks, in the order of the form; empty when it can be saved. */
export const addressRuleFailures = (
  address: StudentAddressInput,
  reference: AddressReference,
): AddressFailure[] => {
  const failures: AddressFailure[] = [];
  if (address.idTipoVia === null) failures.push({ campo: 'idTipoVia', regla: 'required' });
  else if (!reference.isStreetType(address.idTipoVia))
    failures.push({ campo: 'idTipoVia', regla: 'invalid' });
  if (address.direccion === '') failures.push({ campo: 'direccion', regla: 'required' });
  if (address.direccionNumero === '') failures.push({ campo: 'direccionNumero', regla: 'required' });
  return [...failures, ...placeFailures(address, reference)];
};

/** The first part of the student CV (GET /api/Alumno/dameCvUsuario); later issues add the rest. */
export const cvSummary = z.object({
  personales: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    dni: z.string().nullable(),
    email: z.string(),
    telefono: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
  }),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  busquedaPracticasActiva: z.boolean(),
  busquedaTrabajoActiva: z.boolean(),
  tienePermisoTrabajo: z.boolean(),
  /** Null until the student saves one (POST /api/Alumno/editDomicilio). */
  domicilio: studentAddress.nullable(),
});
export type CvSummary = z.infer<typeof cvSummary>;
export const cvResponse = envelope(cvSummary);
