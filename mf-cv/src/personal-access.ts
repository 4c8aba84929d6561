import type { PersonalField, StudentCv } from '@portal/contracts';

/**
 * Which personal fields the student sees and may change: the institution's settings say which are
 * visible and editable; the careers office's validation (validadoDOIP) locks a field.
 */
export const personalAccess = (cv: Pick<StudentCv, 'configuracion' | 'validadoDOIP'>) => {
  const setting = (field: PersonalField) => cv.configuracion.camposPersonales[field] ?? { visible: true, editable: true };
  const locked = (field: PersonalField) => cv.validadoDOIP.includes(field);
  return {
    visible: (field: PersonalField) => setting(field).visible,
    locked,
    editable: (field: PersonalField) => setting(field).visible && setting(field).editable && !locked(field),
  };
};
