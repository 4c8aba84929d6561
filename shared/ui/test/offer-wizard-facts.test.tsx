import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import type { OfferWizardFacts as Facts } from '@portal/contracts';
import { OfferWizardFacts } from '../src/offer-facts/OfferWizardFacts';

const empty: Facts = {
  tareas: null,
  puesto: null,
  departamento: null,
  poblacion: null,
  experienciaRequerida: null,
  experienciaDeseable: null,
  areas: [],
  areasTitulaciones: [],
  tiposFormacion: [],
  anioMaximoTitulacion: null,
  competencias: [],
  programasInformaticos: [],
  intereses: [],
  nacionalidades: [],
  paisesResidencia: [],
  provinciasResidencia: [],
  trabajandoActualmente: null,
  salarioMaximo: null,
  idiomasConCertificacion: false,
  ayudaEstudio: null,
  curso: null,
  tipoPracticas: null,
  tutorEmpresa: null,
  tutorUniversidad: null,
};

const internship: Facts = {
  ...empty,
  tareas: 'Escribir pruebas.\nRevisar código.',
  puesto: 'Becario/a de calidad',
  poblacion: 'València',
  areasTitulaciones: ['Informàtica', 'Enginyeria'],
  competencias: ['Treball en equip', 'Comunicació oral'],
  trabajandoActualmente: false,
  ayudaEstudio: 450.5,
  tipoPracticas: 'Pràctiques extracurriculars',
  tutorEmpresa: { nombre: 'Ana', apellidos: 'López Gil', puesto: 'CTO', departamento: null, titulacion: 'Informàtica', email: null, telefono: null },
};

afterEach(cleanup);

const termsAndValues = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent ?? ''}`);

describe("the wizard's fields of an offer as readers see them", () => {
  it('names each filled field in Catalan, numbers and lists as words, and leaves empty groups out', async () => {
    await applyLanguage('ca');
    render(<OfferWizardFacts facts={internship} language="ca" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'El lloc',
      'Perfil cercat',
      'Les pràctiques',
    ]);
    expect(termsAndValues()).toEqual([
      'Lloc = Becario/a de calidad',
      'Població = València',
      'Tasques = Escribir pruebas.\nRevisar código.',
      'Àrees de les titulacions = Informàtica, Enginyeria',
      'Competències = Treball en equip, Comunicació oral',
      'Treballant actualment = No',
      "Ajuda a l'estudi mensual = 450,5 €",
      'Tipus de pràctiques = Pràctiques extracurriculars',
      "Tutor de l'empresa = Ana López Gil · CTO · Informàtica",
    ]);
  });

  it('shows nothing for an offer without wizard data, and takes the heading level of the page', async () => {
    await applyLanguage('en');
    const { container, rerender } = render(<OfferWizardFacts facts={empty} language="en" />);
    expect(container.querySelectorAll('section')).toHaveLength(0);
    rerender(<OfferWizardFacts facts={{ ...empty, ayudaEstudio: 0, puesto: 'Intern' }} language="en" heading="h3" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['The job', 'The internship']);
    expect(termsAndValues()).toEqual(['Post = Intern', 'Monthly study aid = No study aid']);
  });
});
