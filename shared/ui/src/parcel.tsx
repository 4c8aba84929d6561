import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { MemoryRouter } from 'react-router-dom';
import { configureHttp } from '@portal/api-client';
import { applyLanguage } from '@portal/i18n';
import { isLanguage } from '@portal/contracts';

export interface ParcelProps {
  /** Where the API lives, when the host is another site. */
  apiBaseUrl?: string;
  /** es, ca or en. */
  language?: string;
  /** The in-app path to open, e.g. /eventos. */
  initialPath?: string;
}

/**
 * single-spa parcel lifecycles (bootstrap, mount, update, unmount) for a page of a remote, so a
 * foreign host mounts it with `mountRootParcel(parcel, {domElement, ...props})`. The page gets
 * its own router, since the host has none of ours.
 */
export const createParcel = <P extends object>(Page: ComponentType<P>) =>
  singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: P & ParcelProps) => {
      if (props.apiBaseUrl) configureHttp({ baseUrl: props.apiBaseUrl });
      if (isLanguage(props.language)) void applyLanguage(props.language);
      return (
        <MemoryRouter initialEntries={[props.initialPath ?? '/']}>
          <Page {...props} />
        </MemoryRouter>
      );
    },
    errorBoundary: () => <p role="alert">Error</p>,
  });
