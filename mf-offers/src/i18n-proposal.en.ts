// The English texts of i18n-proposal.ts, fetched only by a user of that language.
export const offers = {
    proposalTitle: 'Internship proposal',
    proposalIntro:
      'Propose an internship at a company: we look it up by its tax id and the internship office handles your proposal.',
    proposalCif: "Company's tax id (CIF)",
    proposalCheck: 'Look up the company',
    proposalFound: 'Company found: {{name}}',
    proposalNotFound: 'The company is not in the portal: give its name and we will register it.',
    proposalCompanyName: 'Company name',
    proposalTutorEmail: "Tutor's e-mail at the company",
    proposalSignatoryEmail: "E-mail of the agreement's signatory",
    proposalSignatoryMissing:
      'This person is not a signatory of the company yet: the company will register them when it handles the agreement.',
    proposalTutorMissing:
      'This person is not a contact of the company yet: the company will add and confirm them when it receives your proposal.',
    proposalDescription: 'Description of the internship',
    proposalSubmit: 'Send the proposal',
    required: 'This field is required',
    badEmail: 'The e-mail is not well formed',
    tooShort: 'Write at least 10 characters',
  };
