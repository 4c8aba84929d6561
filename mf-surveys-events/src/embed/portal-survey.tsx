// First: the host page's policy may forbid eval, and zod must know before any schema is used.
import '@portal/contracts/zod-csp';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configureHttp } from '@portal/api-client';
import { isLanguage } from '@portal/contracts';
import { i18n } from '@portal/i18n';
import portalStyles from '@portal/ui/styles.css?raw';
import { Notice } from '@portal/ui';
import surveyStyles from '../surveys.css?raw';
import { SurveyFlow } from '../surveys/SurveyFlow';
import '../surveys-i18n';

/**
 * `<portal-survey api-base-url="https://portal.example" survey-id="2" lang="ca">`: a survey of
 * the portal on any page, with one script and no React, single-spa or styles of the host. It
 * renders in a shadow root, so the host's CSS does not reach it and its CSS stays inside;
 * `:host { all: initial }` also stops inherited fonts and colours at the boundary. It answers
 * with its own survey session (anonymous or a login inside the survey), never the host's
 * storage, and tells the host when the survey is sent (event `portal-survey-answered`).
 */
const shadowStyles = `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
.portal-embed { font-family: var(--portal-font-body); color: var(--portal-color-text); line-height: 1.5; font-size: 16px; }
${portalStyles.replaceAll(':root', ':host')}
${surveyStyles}
`;

export class PortalSurveyElement extends HTMLElement {
  static observedAttributes = ['api-base-url', 'survey-id', 'lang'];

  private root: Root | null = null;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.root) {
      const style = document.createElement('style');
      style.textContent = shadowStyles;
      const container = document.createElement('div');
      container.className = 'portal-embed';
      shadow.replaceChildren(style, container);
      this.root = createRoot(container);
    }
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.root) this.render();
  }

  disconnectedCallback(): void {
    this.root?.unmount();
    this.root = null;
  }

  private render(): void {
    const apiBaseUrl = this.getAttribute('api-base-url');
    if (apiBaseUrl) configureHttp({ baseUrl: apiBaseUrl.replace(/\/$/, '') });
    const language = this.getAttribute('lang');
    // Only the embedded survey's language: the host page's own lang attribute is left alone.
    if (isLanguage(language) && i18n.language !== language) void i18n.changeLanguage(language);
    const surveyId = Number(this.getAttribute('survey-id'));
    const announceAnswered = () =>
      this.dispatchEvent(
        new CustomEvent('portal-survey-answered', { bubbles: true, composed: true, detail: { surveyId } }),
      );
    this.root?.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          {Number.isInteger(surveyId) && surveyId > 0 ? (
            <SurveyFlow
              key={surveyId}
              surveyId={surveyId}
              querystringValue=""
              headingLevel={2}
              onAnswered={announceAnswered}
            />
          ) : (
            <Notice tone="error" title={i18n.t('surveys:embedMissingId')} />
          )}
        </I18nextProvider>
      </StrictMode>,
    );
  }
}

if (!customElements.get('portal-survey')) customElements.define('portal-survey', PortalSurveyElement);
