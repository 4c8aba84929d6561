import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/platform/http/log-redaction';

describe('request logs', () => {
  it('hide the secrets a URL may carry and keep the rest', () => {
    expect(redactUrl('/restablecer-candidato?token=abc123')).toBe('/restablecer-candidato?token=[redacted]');
    expect(redactUrl('/api/Encuestas/resultados/2/csv?idioma=ca&clave=demo-key')).toBe(
      '/api/Encuestas/resultados/2/csv?idioma=ca&clave=[redacted]',
    );
    expect(redactUrl('/acceso?code=xyz#frag')).toBe('/acceso?code=[redacted]#frag');
    expect(redactUrl('/api/Alumno/dameOfertasUsuario/empleo?desde=0&cantidad=20')).toBe(
      '/api/Alumno/dameOfertasUsuario/empleo?desde=0&cantidad=20',
    );
    // A parameter whose name only ends like a secret one is not touched.
    expect(redactUrl('/x?mytoken=1')).toBe('/x?mytoken=1');
  });
});
