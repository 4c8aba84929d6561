import { registerTranslations } from '@portal/i18n';
import { routeTitles } from './routes';
import { shellTexts } from './shell';

registerTranslations('routes', routeTitles);
registerTranslations('shell', shellTexts);
