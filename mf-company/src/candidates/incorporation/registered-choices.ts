import type { CompanyContactRecord, WorkCentre } from '@portal/contracts';

/** The names the work centre's address needs, in the language shown (the domains' lists). */
export interface PlaceNames {
  streetType: (id: number) => string | undefined;
  province: (id: string | null) => string | undefined;
  town: (provinceId: string | null, townId: number | null) => string | undefined;
}

/**
 * The incorporation form's work-centre fields from a centre the company registered (Mi empresa):
 * the same address, as the form's text fields hold it.
 */
export const workCentreFields = (centre: WorkCentre, names: PlaceNames) => {
  const address = centre.domicilio;
  const street = [names.streetType(address.idTipoVia), address.direccion, address.direccionNumero].filter(Boolean).join(' ');
  const inside = [address.direccionPiso, address.direccionPuerta].filter(Boolean).join(' ');
  return {
    nombre: centre.nombre,
    direccion: [street, inside].filter(Boolean).join(', '),
    poblacion: names.town(address.idProvincia, address.idLocalidad) ?? address.localidadOtros ?? '',
    provincia: names.province(address.idProvincia) ?? address.provinciaOtros ?? '',
    cp: address.cp,
  };
};

/** The incorporation form's tutor fields from one of the company's internship tutor contacts. */
export const tutorFields = (contact: CompanyContactRecord) => ({
  nombre: contact.nombre,
  apellidos: contact.apellidos,
  email: contact.email,
  telefono: contact.telefono1,
  puesto: contact.puesto ?? '',
});
