import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferWizardFacts as Facts } from '@portal/contracts';
import './i18n';

type Heading = 'h2' | 'h3' | 'h4';
type Row = [key: string, value: ReactNode];

const filled = ([, value]: Row) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

const FactList = ({ title, rows, Heading }: { title: string; rows: Row[]; Heading: Heading }) => {
  const { t } = useTranslation('offerFacts');
  const shown = rows.filter(filled);
  if (shown.length === 0) return null;
  return (
    <section className="offer-facts__group">
      <Heading>{title}</Heading>
      <dl className="offer-facts__list">
        {shown.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(key)}</dt>
            <dd className="offer-facts__value">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
};

/**
 * What the company wrote in the offer wizard beyond the lists' fields (the job, experience, extra
 * requirements, the internship and its tutors), for the students' offer page, the company's own
 * offer view and the careers office's record: one rendering, so all three read the same offer.
 * Empty fields and groups are left out.
 */
export const OfferWizardFacts = ({ facts, language, heading = 'h2' }: { facts: Facts; language: string; heading?: Heading }) => {
  const { t } = useTranslation('offerFacts');
  const euros = (value: number) =>
    t('euros', { value: new Intl.NumberFormat(language === 'en' ? 'en-GB' : `${language}-ES`).format(value) });
  const list = (items: string[]) => items.join(', ');
  const yesNo = (value: boolean | null) => (value === null ? null : t(value ? 'yes' : 'no'));
  const tutor = facts.tutorEmpresa;
  return (
    <div className="offer-facts">
      <FactList
        title={t('job')}
        Heading={heading}
        rows={[
          ['puesto', facts.puesto],
          ['departamento', facts.departamento],
          ['poblacion', facts.poblacion],
          ['tareas', facts.tareas],
        ]}
      />
      <FactList
        title={t('profile')}
        Heading={heading}
        rows={[
          ['experienciaRequerida', facts.experienciaRequerida],
          ['experienciaDeseable', facts.experienciaDeseable],
          ['areasTitulaciones', list(facts.areasTitulaciones)],
          ['areas', list(facts.areas)],
          ['tiposFormacion', list(facts.tiposFormacion)],
          ['anioMaximoTitulacion', facts.anioMaximoTitulacion],
          ['competencias', list(facts.competencias)],
          ['programasInformaticos', list(facts.programasInformaticos)],
          ['intereses', list(facts.intereses)],
          ['nacionalidades', list(facts.nacionalidades)],
          ['paisesResidencia', list(facts.paisesResidencia)],
          ['provinciasResidencia', list(facts.provinciasResidencia)],
          ['trabajandoActualmente', yesNo(facts.trabajandoActualmente)],
          ['salarioMaximo', facts.salarioMaximo === null ? null : euros(facts.salarioMaximo)],
          ['idiomasConCertificacion', facts.idiomasConCertificacion ? t('yes') : null],
        ]}
      />
      <FactList
        title={t('internship')}
        Heading={heading}
        rows={[
          ['ayudaEstudio', facts.ayudaEstudio === null ? null : facts.ayudaEstudio === 0 ? t('unpaid') : euros(facts.ayudaEstudio)],
          ['curso', facts.curso],
          ['tipoPracticas', facts.tipoPracticas],
          [
            'tutorEmpresa',
            tutor
              ? [
                  `${tutor.nombre} ${tutor.apellidos}`.trim(),
                  tutor.puesto,
                  tutor.departamento,
                  tutor.titulacion,
                  tutor.email,
                  tutor.telefono,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : null,
          ],
          ['tutorUniversidad', facts.tutorUniversidad],
        ]}
      />
    </div>
  );
};
