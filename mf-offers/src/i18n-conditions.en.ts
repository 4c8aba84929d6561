// The English texts of i18n-conditions.ts, fetched only by a user of that language.
export const internshipConditions = {
    title: 'Internship conditions',
    intro: 'What you should know before applying to an internship offer.',
    whoTitle: 'Who can do an internship',
    who: "Students enrolled at the university: curricular internships (part of the study plan) or extracurricular ones (voluntary). In a two-year master's degree you need to have passed at least 50 % of the credits.",
    hoursTitle: 'Hours and time commitment',
    hours: 'At most 5 hours a day and 25 a week during teaching periods; outside them, up to 7 hours a day and 35 a week.',
    ssTitle: 'Social security number',
    ss: 'Since 1 January 2024 internships pay social security contributions: you need your number in your CV before starting. You can correct it until the careers service validates it.',
    degreeTitle: 'If you are finishing your studies',
    degree: 'Do not apply for your degree certificate before 31 August if you want an internship: once you apply for it you are no longer a student and cannot do one.',
    aidTitle: 'Study aid',
    aid: 'The offer states the monthly study aid. An unpaid internship must be published at least 10 days before it starts.',
    contact: 'If you have any questions, write to the careers and internships service from the contact page.',
  };
