/** `attachment; filename*=`: a file name given by users, safe for the Content-Disposition header. */
export const attachment = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name.replace(/["\\\r\n/]/g, ''))}`;
