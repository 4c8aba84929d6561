import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { PageHeading } from '@portal/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useBrand } from '../brand/brand-store';
import { isGodMode } from '../routing/god-mode';
import { currentLanguage } from '@portal/i18n';
import { CommunicationsWidget } from './CommunicationsWidget';
import { HomeBanner, HomeInfoText } from './StudentHomeNotes';
import { homeWidgets } from './home-widgets';
import { useMissingDataToAsk } from './missing-data-check';

/**
 * Room kept for the home's widgets from the first paint, so that widgets arriving one after
 * another do not push each other down. The student's offers module (five offers and four
 * candidacies per tab) is taller than a screen: the room kept for it fills the first screen, so
 * whatever arrives below it moves out of sight.
 */
const widgetRoom = { companyTiles: '14rem', latestOffers: '60rem', upcomingEvents: '18rem', guides: '14rem' };

/**
 * Home: a header titled by user type, then the widgets of the remotes for that user; the modules
 * show grey cards while they load (spec 000 §2.3), in the room kept for them.
 */
export const HomePage = () => {
  const { t } = useTranslation('shell');
  const { userType, name } = useSession();
  const { brand } = useBrand();
  const language = currentLanguage();
  const notes = userType === 'Alumno' ? brand.inicioAlumno : undefined;
  // A blocking popup, so not in god mode (as the mandatory survey's).
  const missingData = useMissingDataToAsk(userType === 'Alumno' && !isGodMode());
  return (
    <section className="shell-home">
      {/* The name lives in the tab's session storage (spec 000 §3): a new tab of the same session has none. */}
      <PageHeading>{name ? t('home.welcome', { name }) : t('home.welcomeWithoutName')}</PageHeading>
      {/* Missing personal or social-security data: never on the CV page itself (spec 000 §4); the
          CV remote's dialog is loaded only when there is something to ask for. */}
      {missingData ? <RemoteSlot page={homeWidgets.missingData} props={{ toAsk: missingData }} quiet /> : null}
      {/* The brand is known before the home renders: these take their place from the first paint. */}
      {notes?.banner ? <HomeBanner banner={notes.banner} language={language} /> : null}
      {userType === 'Empresa' ? (
        <RemoteSlot page={homeWidgets.companyTiles} reserve={widgetRoom.companyTiles} placeholders />
      ) : (
        <RemoteSlot page={homeWidgets.latestOffers} reserve={widgetRoom.latestOffers} placeholders />
      )}
      {notes?.textoInfo ? <HomeInfoText text={notes.textoInfo[language]} /> : null}
      {userType ? <CommunicationsWidget userType={userType} /> : null}
      {/* Below the first screen (the offers or the company's tiles fill it): each of these
          remotes is fetched when its area comes near the screen, not with the first view. */}
      <RemoteSlot page={homeWidgets.pendingSurveys} whenNearScreen />
      {userType !== 'Empresa' && brand.flags.hasEventos ? (
        <RemoteSlot page={homeWidgets.upcomingEvents} reserve={widgetRoom.upcomingEvents} placeholders whenNearScreen />
      ) : null}
      {userType === 'Alumno' && brand.flags.hasGuiasOrientacion ? (
        <RemoteSlot page={homeWidgets.guides} reserve={widgetRoom.guides} placeholders whenNearScreen />
      ) : null}
      {/* Last on the page, so that a list arriving late moves nothing above it. */}
      {userType === 'Empresa' ? <RemoteSlot page={homeWidgets.companyWaits} quiet whenNearScreen /> : null}
      {userType === 'Alumno' ? <RemoteSlot page={homeWidgets.studentWaits} quiet whenNearScreen /> : null}
    </section>
  );
};
