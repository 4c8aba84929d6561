// The English texts of i18n.ts, fetched only by a user of that language.
import { phoneRuleTexts } from '@portal/contracts';

export const contactCheck = {
    check: 'Check the contact',
    validated: 'Contact validated: {{name}}',
    notFound: 'Sorry, the contact is not in the company. Please fill in the following details to register them:',
    created: 'Your contact has been created.',
    title: 'Title',
    firstName: 'First name',
    lastNames: 'Surnames',
    nif: 'National id (NIF)',
    phone: 'Phone',
    position: 'Position',
    create: 'Register the contact',
    minThree: 'Write at least 3 characters',
    badPhone: phoneRuleTexts.en.phone,
    phoneTooLong: phoneRuleTexts.en.phoneTooLong,
    badNif: 'The national id must have at least 9 characters',
    required: 'This field is required',
    checkEmailFirst: 'Write a valid e-mail to check it',
  };
