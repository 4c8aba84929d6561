// Without zod: the pages that check a file before sending it import this alone.

/** Files on the home forms (spec 000 §5, §9): at most 10000 KB, these extensions. */
export const internshipFileMaxBytes = 10_000 * 1024;
export const internshipFileExtensions = [
  'docx',
  'doc',
  'pptx',
  'pdf',
  'odt',
  'ppt',
  'odp',
  'csv',
  'xlsx',
  'png',
  'jpg',
  'gif',
  'tiff',
  'jpeg',
  'bmp',
  'tif',
  'txt',
  'pps',
  'ppsx',
] as const;
