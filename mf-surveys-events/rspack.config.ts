import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig, dirOf, typescriptRule } from '@portal/mf-config';
import { routes } from './src/routes';

const dir = dirOf(import.meta.url);

/**
 * Two builds: the federated remote the shell loads, and `embed/portal-survey.js`, one
 * self-contained script (React included, no federation: a foreign host shares nothing) that
 * defines the `<portal-survey>` element. The embed build runs after the remote's, whose output
 * folder is cleaned first.
 */
const embedConfig = (mode: 'development' | 'production'): Configuration => ({
  name: 'embed',
  dependencies: ['remote'],
  mode,
  context: dir,
  entry: { 'portal-survey': './src/embed/portal-survey.tsx' },
  devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
  output: {
    path: path.join(dir, 'dist', 'embed'),
    filename: '[name].js',
    publicPath: 'auto',
    uniqueName: 'portal_survey_embed',
    // One file: what shared code loads later (the status texts of a language) is inside it too.
    asyncChunks: false,
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      typescriptRule(mode === 'production'),
      // Stylesheets become text for the shadow root; nothing is added to the host's document.
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: mode === 'production', splitChunks: false },
  performance: { hints: false },
});

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const mode = argv.mode ?? 'production';
  const remote: Configuration = {
    ...createAppConfig(
      {
        dir,
        name: 'mf_surveys_events',
        routes,
        devPort: 3005,
        title: 'mf-surveys-events',
        exposes: {
          './EventsPage': './src/pages/EventsPage.tsx',
          './EventDetailPage': './src/pages/EventDetailPage.tsx',
          './PublicEventPage': './src/pages/PublicEventPage.tsx',
          './SurveysPage': './src/pages/SurveysPage.tsx',
          './SurveyPage': './src/pages/SurveyPage.tsx',
          './SurveyResultsPage': './src/pages/SurveyResultsPage.tsx',
          './PendingSurveysWidget': './src/widgets/PendingSurveysWidget.tsx',
          './UpcomingEventsWidget': './src/widgets/UpcomingEventsWidget.tsx',
          './MandatorySurveyGate': './src/widgets/MandatorySurveyGate.tsx',
          './parcel': './src/parcel.ts',
        },
      },
      mode,
    ),
    name: 'remote',
  };
  return [remote, embedConfig(mode)];
};
