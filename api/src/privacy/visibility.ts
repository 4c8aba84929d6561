/**
 * A student who asked to leave is no longer shown to companies from the moment of the request,
 * not only once the data is erased: the request says the person wants out, and the grace period is
 * for them to change their mind, not for companies to go on reading the CV. Cancelling the
 * request shows them again. Every company query that reads a candidate or a student adds this
 * condition on the student's id column (`ca.student_id`, `s.user_id`).
 */
export const shownToCompanies = (studentId: string) =>
  `NOT EXISTS (SELECT 1 FROM leave_requests leaving WHERE leaving.user_id = ${studentId} AND leaving.handled_at IS NULL)`;
