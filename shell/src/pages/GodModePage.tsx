import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui';
import { isGodMode, setGodMode } from '../routing/god-mode';

/** Manager of the hidden god-mode flag (/gma2019), for the careers office's own staff. */
export const GodModePage = () => {
  const { t } = useTranslation('shell');
  const [on, setOn] = useState(isGodMode);
  return (
    <section>
      <PageHeading>{t('godMode.title')}</PageHeading>
      <p role="status">{t(on ? 'godMode.on' : 'godMode.off')}</p>
      <button
        type="button"
        className="portal-button"
        onClick={() => {
          setGodMode(!on);
          setOn(!on);
        }}
      >
        {t(on ? 'godMode.disable' : 'godMode.enable')}
      </button>
    </section>
  );
};
