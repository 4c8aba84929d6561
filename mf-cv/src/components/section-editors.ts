import { bringIntoView, lazyModule, landingOf } from '@portal/ui';
import type * as editorParts from '../forms/editor-parts';

/** What a section's form callbacks get from the code loaded with the forms: schemas, fields. */
export type EditorParts = typeof editorParts;

/** The sections' forms: one chunk, fetched the first time a section is opened for editing. */
export const sectionEditors = lazyModule(
  () => import(/* webpackChunkName: "cv-section-editors" */ './SectionEditors'),
);

/**
 * A form that a refusal's fix opened (`?editar=<anchor>#<anchor>`) arrives after the page has
 * landed on its section's heading: the landing is done again, now on the form's first field.
 */
export const landOnArrivedForm = (anchor: string) => {
  if (decodeURIComponent(window.location.hash.slice(1)) !== anchor) return;
  const target = document.getElementById(anchor);
  if (target) bringIntoView(target, landingOf(target, new URLSearchParams(window.location.search)));
};
