// The English texts of contact-i18n.ts, fetched only by a user of that language.
export const contact = {
    title: 'Contact',
    intro: 'Write to the careers and internships service. We will answer by e-mail.',
    name: 'Name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    company: 'Company',
    queryType: 'Kind of query',
    aboutInternships: 'Internships',
    aboutEmployment: 'Employment',
    queryTypeRequired: 'Say whether your query is about internships, employment or both',
    dataProtectionToggle: 'Data protection information',
    dataProtectionText:
      'Controller: the university, through its careers and internships service. Purpose: answering your query and, if you accept, sending you the service’s communications. Messages are kept for 3 years. You may exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the service.',
    dataProtectionUnread: 'Open and read the data protection information before sending.',
    acceptTreatment: 'I accept the processing of my data to answer this query',
    acceptCommunications: 'I accept receiving communications from the careers and internships service',
    send: 'Send',
  };
