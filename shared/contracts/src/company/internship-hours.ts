/**
 * University internship aid rule (spec 001 §9): at most 5 hours a day and 25 a week; outside
 * teaching periods up to 7 a day (and so 35 a week over five days). One rule for the internship
 * offer (the wizard's step 2) and for the incorporation form, so that an offer never promises
 * hours the incorporation then refuses.
 */
export const internshipHoursLimits = {
  teaching: { day: 5, week: 25 },
  outsideTeaching: { day: 7, week: 35 },
} as const;

export type InternshipHoursProblem = 'hoursPerDay' | 'hoursPerWeek';

/** Which limit the hours break, if any (hours a day times distinct working days a week). */
export const internshipHoursProblem = (
  hoursPerDay: number,
  daysPerWeek: number,
  outsideTeaching: boolean,
): InternshipHoursProblem | null => {
  const limits = outsideTeaching ? internshipHoursLimits.outsideTeaching : internshipHoursLimits.teaching;
  if (hoursPerDay > limits.day) return 'hoursPerDay';
  if (hoursPerDay * daysPerWeek > limits.week) return 'hoursPerWeek';
  return null;
};
