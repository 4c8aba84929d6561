import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart, lazyModule, useBrandSettings } from '@portal/ui';
import { InfoDialog } from './InfoDialog';
import '../i18n-guides';

/** The help's text (every language) and its view: fetched when the student is about to open it. */
const helpContent = lazyModule(() => import(/* webpackChunkName: "cv-help" */ './HelpContent'));
const prefetchHelp = () => void helpContent.load().catch(() => undefined);

/**
 * The help popup of the CV page (spec 000 §2.5): a button that opens the student's help in a
 * dialog, when the brand has help (hashelp). Its room is kept while the brand loads. The help is
 * drawn only while the dialog is open, its code fetched when the pointer or the focus reaches the
 * button.
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
            onPointerEnter={prefetchHelp}
            onFocus={prefetchHelp}
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
            {open ? (
              <LazyPart module={helpContent} words={{ loading: t('help.loading'), failedTitle: t('help.failed') }}>
                {({ HelpContent }) => <HelpContent level={3} emails={brand.emailsContacto} onNavigate={close} />}
              </LazyPart>
            ) : null}
          </InfoDialog>
        </>
      ) : null}
    </div>
  );
};
