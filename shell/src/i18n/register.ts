import { registerTranslations } from '@portal/i18n';
import { shellTexts } from './shell';

registerTranslations('shell', shellTexts);
