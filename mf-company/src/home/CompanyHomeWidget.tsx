import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConfirmDialog, LoadState, useApiData, StatusNotice } from '@portal/ui';
import { companyOffersApi, type CompanyHomeData } from '../offers/api';
import './i18n';
import '../company.css';

interface Tile {
  key: string;
  to: string;
  label: string;
  detail?: string;
}

const tilesOf = (home: CompanyHomeData | undefined, t: TFunction<'companyHome'>): Tile[] => [
  {
    key: 'myInternshipOffers',
    to: '/mis-ofertas?tipo=practicas',
    label: t('myInternshipOffers'),
    detail: home && t('activeProcesses', { count: home.numProcesosActivosPracticas }),
  },
  { key: 'newInternshipOffer', to: '/nueva-oferta/practicas', label: t('newInternshipOffer') },
  { key: 'newProposal', to: '/propuesta-practicas-empresa', label: t('newProposal') },
  {
    key: 'myJobOffers',
    to: '/mis-ofertas?tipo=empleo',
    label: t('myJobOffers'),
    detail: home && t('activeProcesses', { count: home.numProcesosActivosEmpleo }),
  },
  { key: 'newJobOffer', to: '/nueva-oferta/empleo', label: t('newJobOffer') },
];

/** The five tiles; while the home loads, the same boxes without links, so nothing moves when it arrives. */
const Tiles = ({ home }: { home?: CompanyHomeData }) => {
  const { t } = useTranslation('companyHome');
  return (
    <ul className="company-tiles" aria-label={t('tiles')} aria-busy={home ? undefined : true}>
      {tilesOf(home, t).map((tile) => (
        <li key={tile.key} className="company-tile" data-testid={`home-tile-${tile.key}`}>
          {home ? (
            <Link to={tile.to} className="company-tile__link">
              <span className="company-tile__label">{tile.label}</span>
              <span className="company-tile__detail">{tile.detail ?? '\u00a0'}</span>
            </Link>
          ) : (
            <span className="company-tile__link company-tile__link--placeholder" aria-hidden="true">
              <span className="company-tile__label">{tile.label}</span>
              <span className="company-tile__detail">{'\u00a0'}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};

/**
 * Missing company or contact data (brand flag checkDatosCompletosEmpresa: the server answers false
 * when off): a popup, as the spec asks, which moves nothing on the page. Missing company data leads
 * to the company data form (the fields it requires are what the server counts as missing); missing
 * contact data to the company page.
 */
const MissingDataDialog = ({ home }: { home: CompanyHomeData }) => {
  const { t } = useTranslation('companyHome');
  const navigate = useNavigate();
  const [open, setOpen] = useState(home.faltanDatosAlaEmpresa || home.faltanDatosAlContactoEmpresa);
  if (!open) return null;
  return (
    <ConfirmDialog
      open
      title={t('missingTitle')}
      confirmLabel={t('completeData')}
      cancelLabel={t('later')}
      onConfirm={() => navigate(home.faltanDatosAlaEmpresa ? '/formulario-datos' : '/mi-empresa')}
      onCancel={() => setOpen(false)}
    >
      {home.faltanDatosAlaEmpresa ? <p>{t('missingCompany')}</p> : null}
      {home.faltanDatosAlContactoEmpresa ? <p>{t('missingContact')}</p> : null}
    </ConfirmDialog>
  );
};

/** The company home (spec 001 §2): who you act for, the missing-data popup and the five tiles. */
const CompanyHomeWidget = () => {
  const home = useApiData(() => companyOffersApi.home(), []);
  return (
    <section className="company-home" aria-labelledby="company-home-name">
      <h2 id="company-home-name" className="company-home__name" data-testid="company-home-name">
        {home.data?.nombreComercial ?? '\u00a0'}
      </h2>
      {home.loading ? (
        <Tiles />
      ) : (
        <LoadState state={home}>
          {(data) => (
            <>
              <MissingDataDialog home={data} />
              <Tiles home={data} />
              {data.avisoIban ? <StatusNotice status={data.avisoIban} tone="info" /> : null}
            </>
          )}
        </LoadState>
      )}
    </section>
  );
};

export default CompanyHomeWidget;
