import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandSettings } from '@portal/ui';
import { HelpContent } from './HelpContent';
import { InfoDialog } from './InfoDialog';
import '../i18n-guides';

/**
 * The help popup of the CV page (spec 000 §2.5): a button that opens the student's help in a
 * dialog, when the brand has help (hashelp). Its room is kept while the brand loads.
 */
export const HelpButton = () => {
  const { t } = useTranslation('cv');
  const brand = useBrandSettings();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="cv-help-button">
      {brand?.flags.hashelp ? (
        <>
          <button
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => setOpen(true)}
          >
            {t('help.open')}
          </button>
          <InfoDialog
            open={open}
            title={t('help.title')}
            closeLabel={t('help.close')}
            onClose={close}
            testId="cv-help-dialog"
          >
            <HelpContent level={3} emails={brand.emailsContacto} onNavigate={close} />
          </InfoDialog>
        </>
      ) : null}
    </div>
  );
};
