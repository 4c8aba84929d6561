import type { CompanyAddressRequest } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';

/**
 * An address on one line, its places named in the language shown ("Avenida Blasco Ibáñez 45, 3 B,
 * 46010 València, Valencia, España"): ids until the domains arrive. A saved address or one being
 * edited (a request, its optional parts still empty).
 */
export const useAddressText = () => {
  const loaded = useLoadedDomains();
  return (address: CompanyAddressRequest): string => {
    const domains = loaded?.domains;
    const streetType = loaded?.lists?.tiposVia.find((type) => type.id === address.idTipoVia)?.descripcion;
    const province = domains?.provincias.find((item) => item.idProvincia === address.idProvincia);
    const town =
      address.idLocalidad !== null && address.idLocalidad !== undefined
        ? (province?.localidades[String(address.idLocalidad)] ?? String(address.idLocalidad))
        : address.localidadOtros;
    const country = domains?.paises.find((item) => item.id === address.idPais)?.descripcion;
    const street = [streetType, address.direccion, address.direccionNumero].filter(Boolean).join(' ');
    const inside = [address.direccionEscalera, address.direccionPiso, address.direccionPuerta].filter(Boolean).join(' ');
    return [street, inside, [address.cp, town].filter(Boolean).join(' '), province?.nameProvincia ?? address.provinciaOtros, country]
      .filter(Boolean)
      .join(', ');
  };
};
