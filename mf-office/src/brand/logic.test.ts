import { describe, expect, it } from 'vitest';
import { companyBrandDefaults, editableOf, type BrandSettings } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { companyFlags, flagOf, formProblems, previewMenu, serverProblems, shownValue, studentFlags, withFlag } from './logic';

const settings: BrandSettings = {
  nombreInstitucion: 'Universidad de Prueba',
  colores: { primario: '#0b4f6c', secundario: '#c25e00', texto: '#1d1d1f', fondo: '#f6f7f9' },
  logos: { cabecera: '/brand/logo-cabecera.svg', pie: '/brand/logo-pie.svg' },
  fuentes: { titulos: 'Nunito', texto: 'Lato' },
  enlacesPie: { es: [{ texto: 'Aviso', url: '/aviso' }], ca: [], en: [] },
  emailsContacto: { practicas: 'p@u.example', empleo: 'e@u.example', general: 'g@u.example' },
  idAnalytics: null,
  mantenimiento: false,
  version: '3.4.2',
  languagebydefault: 'es',
  origenesLoginExterno: [],
  flags: {
    hasEventos: true,
    hasGuiasOrientacion: true,
    canCambiarPracticas: true,
    canBorrarCuenta: false,
    hashelp: true,
    popupDatosObligatorios: false,
    checkDatosCompletosEmpresa: false,
    canRegistroAlumno: true,
    verificarEstudiosDeclarados: false,
  },
};
const form = editableOf(settings, companyBrandDefaults);

describe('the brand form', () => {
  it('fills what an older brand lacks: alt texts from the name, an empty maintenance message, the company defaults', () => {
    expect(form.textosLogos.cabecera).toEqual({ es: 'Universidad de Prueba', ca: 'Universidad de Prueba', en: 'Universidad de Prueba' });
    expect(form.mensajeMantenimiento).toEqual({ es: '', ca: '', en: '' });
    expect(form.empresas).toEqual(companyBrandDefaults);
    expect(formProblems(form, 'es')).toEqual({});
  });

  it("shows a student's menu that follows the flags", () => {
    expect(previewMenu(form.flags)).toEqual(['perfil', 'candidaturas', 'encuestas', 'eventos', 'guias', 'ayuda', 'contrasena']);
    const off = withFlag(withFlag(form, 'hasEventos', false), 'canBorrarCuenta', true);
    expect(previewMenu(off.flags)).toEqual(['perfil', 'candidaturas', 'encuestas', 'guias', 'ayuda', 'contrasena', 'baja']);
  });

  it('reads and writes every flag where the brand keeps it (institution or companies)', () => {
    for (const flag of [...studentFlags, ...companyFlags]) {
      const flipped = withFlag(form, flag, !flagOf(form, flag));
      expect(flagOf(flipped, flag), flag).toBe(!flagOf(form, flag));
    }
    expect(withFlag(form, 'duplicarOfertas', false).empresas.duplicarOfertas).toBe(false);
    expect(withFlag(form, 'checkDatosCompletosEmpresa', true).flags.checkDatosCompletosEmpresa).toBe(true);
  });

  it('refuses before sending what the server would: contrast with its ratio, hostile links, empty texts, bad e-mails', () => {
    const bad = {
      ...form,
      nombreInstitucion: ' ',
      colores: { ...form.colores, texto: '#777777', fondo: '#ffffff' },
      enlacesPie: { ...form.enlacesPie, ca: [{ texto: '', url: 'javascript:alert(1)' }] },
      emailsContacto: { ...form.emailsContacto, empleo: 'nope' },
      idAnalytics: '<script>',
    };
    const problems = formProblems(bad, 'en');
    expect(problems['colores.texto']).toEqual({ text: 'Text on the background has a contrast of 4.47:1; at least 4.5:1 is needed (WCAG AA).' });
    expect(problems).toMatchObject({
      nombreInstitucion: { key: 'required' },
      'enlacesPie.ca.0.texto': { key: 'required' },
      'enlacesPie.ca.0.url': { key: 'badLink' },
      'emailsContacto.empleo': { key: 'badEmail' },
      idAnalytics: { key: 'badAnalytics' },
    });
  });

  it("maps the server's refused fields to the form's, with its words", () => {
    const refused = new ApiError(218, undefined, { status: 218, errores: [{ campo: 'colores.primario', mensaje: 'White text…' }, { campo: 'ajustes.enlacesPie.es.0.url', mensaje: 'No válido' }] });
    expect(serverProblems(refused)).toEqual({ 'colores.primario': { text: 'White text…' }, 'enlacesPie.es.0.url': { text: 'No válido' } });
    expect(serverProblems(new Error('x'))).toEqual({});
  });

  it('words recorded values', () => {
    const words = { yes: 'sí', no: 'no', empty: '(vacío)' };
    expect([true, false, null, '', 'G-1', [{ a: 1 }]].map((value) => shownValue(value, words))).toEqual(['sí', 'no', '(vacío)', '(vacío)', 'G-1', '[{"a":1}]']);
  });
});
