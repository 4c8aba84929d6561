// Without zod: the CV's read-only view checks a chosen file with these alone.
import { internshipFileExtensions } from '../internships/internship-files';

/** CV and policy uploads (spec 000 §5, §9): at most 2 MB... */
export const cvFileMaxBytes = 2 * 1024 * 1024;
/** ...with the home forms' extensions but csv... */
export const cvDocumentExtensions: readonly string[] = internshipFileExtensions.filter((extension) => extension !== 'csv');
/** ...and PDF only for the own CV file and the social-security document. */
export const cvPdfExtensions: readonly string[] = ['pdf'];
/** The photo: an image a browser shows, at most 1000 px a side (526). */
export const profilePhotoExtensions: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'bmp'];
export const profilePhotoMaxPixels = 1000;
