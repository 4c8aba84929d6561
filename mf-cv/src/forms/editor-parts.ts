/**
 * What the sections' forms take from the code loaded with them (section-editors.ts): the schemas,
 * and the fields that need react-hook-form's own hooks. A section names them through the `parts`
 * its form callbacks get, so its read-only view never imports them.
 */
export * from './section-schemas';
export { ItRows } from '../sections/ItRows';
