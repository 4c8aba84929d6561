import type { StatusCatalogueTexts } from './types';

/** English texts of the status catalogue: the same codes and parts as `statusEs` (status.es.ts). */
export const statusEn: StatusCatalogueTexts = {
  // Errors shared by students and companies, and student errors (spec 000 §8, 001 §8).
  '1': {
    titulo: 'Something went wrong',
    cuerpo: 'We could not complete the operation. Please try again in a few minutes.',
    aviso: 'We have sent a report of this error to the technical team: there is no need to write to us.',
  },
  '2': {
    titulo: 'Session ended',
    cuerpo: 'Your session has expired or has been closed. Log in again to continue.',
    btn_text: 'Log in again',
  },
  '3': {
    titulo: 'Access denied',
    cuerpo: 'You do not have permission to access this section or perform this action.',
    btn_text: 'Log out',
  },
  '4': {
    titulo: 'Offer not found',
    cuerpo: 'We could not find the offer you are looking for. It may have been closed or withdrawn.',
  },
  '6': {
    titulo: 'Job offer',
    cuerpo: 'This is a job offer. You can find it in the job offers section.',
  },
  '7': {
    titulo: 'Internship offer',
    cuerpo: 'This is an internship offer. You can find it in the internship offers section.',
  },
  '8': {
    titulo: 'Data already registered',
    cuerpo: 'The data you are trying to save already exists in the portal.',
  },
  '9': {
    titulo: 'Company not validated',
    cuerpo:
      'Your company has not yet been validated by the careers and internships service, or its access is blocked. If you need more information, please contact the service.',
    btn_text: 'Log out',
  },
  '10': {
    titulo: 'Application already submitted',
    cuerpo: 'You had already applied for this offer. You can follow its status in your applications.',
  },
  '11': {
    titulo: 'Documents missing',
    cuerpo:
      'To apply for this offer you must provide the required documents listed. Upload them and try again.',
  },
  '12': {
    titulo: 'The e-mail could not be sent',
    cuerpo: 'There was a problem sending the e-mail. Please try again later.',
    aviso: 'We have sent a report of this error to the technical team: there is no need to write to us.',
  },
  '13': {
    titulo: 'Offer for another degree',
    cuerpo: 'This offer is aimed at students of other degrees, so you cannot apply for it.',
  },
  '14': {
    titulo: 'Status change not allowed',
    cuerpo: 'The application cannot be moved to the selected status.',
  },
  '15': {
    titulo: 'Required data missing',
    cuerpo: 'Please fill in all the required data before continuing.',
  },
  '16': {
    titulo: 'E-mail already registered',
    cuerpo:
      'An account with this e-mail address already exists. Log in, or recover your password if you have forgotten it.',
  },
  '17': {
    titulo: 'Overlaps another internship',
    cuerpo: 'The dates of this offer overlap with those of another internship you already have.',
  },
  '18': {
    titulo: "Bachelor's degree students only",
    cuerpo: "This offer is only for bachelor's degree students.",
  },
  '19': {
    titulo: 'Postgraduate students only',
    cuerpo: 'This offer is only for postgraduate students.',
  },
  '20': {
    titulo: 'No access to the employment service',
    cuerpo:
      'Your account does not have access to the employment service. If you think this is a mistake, please contact the careers and internships service.',
  },
  '21': {
    titulo: 'No access to the internship service',
    cuerpo:
      'Your account does not have access to the internship service. If you think this is a mistake, please contact the careers and internships service.',
  },
  '23': {
    titulo: 'Not enrolled for internships',
    cuerpo:
      'There is no record of your enrolment for internships, so you cannot apply for internship offers yet.',
  },
  '25': {
    titulo: 'Offer managed by the service',
    cuerpo:
      'This offer is managed by the careers and internships service and cannot be changed. If you need to change anything, please contact the service.',
  },
  '26': {
    titulo: 'No studies found',
    cuerpo: 'We could not find any studies linked to your account.',
  },
  '27': {
    titulo: 'Check the dates',
    cuerpo: 'The start date must be before the end date.',
  },
  '28': {
    titulo: 'Password not secure enough',
    cuerpo: 'The password must be at least 8 characters long and include at least one number.',
  },
  '29': {
    titulo: 'Contact e-mail already registered',
    cuerpo: 'A contact with this e-mail address already exists.',
  },
  '30': {
    titulo: 'Application already processed',
    cuerpo: 'Your application has already been processed, so you cannot withdraw it.',
  },
  '31': {
    titulo: 'Application not found',
    cuerpo: 'We could not find the requested application.',
  },
  '32': {
    titulo: 'Account deregistered',
    cuerpo:
      'Your account has been deregistered from the service. If you want to use the portal again, please contact the careers and internships service.',
    btn_text: 'Log out',
  },
  '33': {
    titulo: 'Invalid CIF',
    cuerpo: 'The format of the CIF (tax ID) is not correct. Check it and try again.',
  },
  '34': {
    titulo: 'Work permit required',
    cuerpo: 'You need a work permit to apply for this offer.',
  },
  '35': {
    titulo: 'Survey not available',
    cuerpo: 'You cannot access this survey.',
  },
  '36': {
    titulo: 'Survey not available',
    cuerpo: 'This survey is not available to users who are already registered.',
  },
  '37': {
    titulo: 'Anonymous access not allowed',
    cuerpo: 'This survey does not accept anonymous answers. Log in to answer it.',
  },
  '38': {
    titulo: 'Survey not intended for you',
    cuerpo: 'This survey is not intended for your profile.',
  },
  '39': {
    titulo: 'Survey already answered',
    cuerpo: 'You have already answered this survey. Thank you for taking part!',
  },
  '40': {
    titulo: 'Answers missing',
    cuerpo: 'To continue, answer all the required questions.',
  },
  '42': {
    titulo: 'Invalid link',
    cuerpo: 'This link has expired or has already been used. Request a new one if you need it.',
  },
  '43': {
    titulo: 'Password already set',
    cuerpo: 'You had already set your password. Log in with it, or recover it if you have forgotten it.',
  },
  '44': {
    titulo: "Another company's e-mail",
    cuerpo: 'This e-mail address belongs to a user of another company. Please use a different address.',
  },
  '46': {
    titulo: 'File type not allowed',
    cuerpo: 'This file type is not allowed. Upload the file in one of the accepted formats.',
  },
  '47': {
    titulo: 'Offer for other studies',
    cuerpo: 'This offer is aimed at another level of studies, so you cannot apply for it.',
  },
  '48': {
    titulo: 'Application cannot be changed',
    cuerpo:
      'This application cannot be updated without authorisation from the careers and internships service.',
  },
  '49': {
    titulo: 'Status change not allowed',
    cuerpo: 'The status of this application cannot be changed.',
  },
  '52': {
    titulo: 'Credits missing',
    cuerpo: 'You have not yet passed the minimum number of credits required to apply for this offer.',
  },
  '53': {
    titulo: 'Offer not available to you',
    cuerpo: 'This offer is aimed at students who have no internships pending.',
  },
  '54': {
    titulo: 'Turn on your search',
    cuerpo: 'To apply, turn on the internship or job search in your profile.',
  },
  '55': {
    titulo: 'Your own CV is required',
    cuerpo: 'This offer requires you to attach your own CV. Upload it to your profile before applying.',
  },
  '56': {
    titulo: 'Document already uploaded',
    cuerpo: 'This document had already been uploaded.',
  },
  '57': {
    titulo: 'Add at least one qualification',
    cuerpo: 'Your profile must include at least one qualification.',
  },
  '58': {
    titulo: 'Programme time commitment',
    cuerpo: 'An offer of an internship programme must have the time commitment and duration the programme sets (usually 80 % of the working day for 12 months).',
  },
  '59': {
    titulo: 'Access denied',
    cuerpo: 'You do not have permission to access this section or perform this action.',
    btn_text: 'Log out',
  },
  '60': {
    titulo: 'E-mail already registered',
    cuerpo:
      'An account with this e-mail address already exists. Log in, or recover your password if you have forgotten it.',
  },
  '62': {
    titulo: 'Not all qualifications can be deleted',
    cuerpo: 'Your profile must keep at least one qualification, so you cannot delete them all.',
  },
  '63': {
    titulo: 'Programme not found',
    cuerpo: 'We could not find the requested programme.',
  },
  '64': {
    titulo: 'Programme already requested',
    cuerpo: 'You have already requested to join this programme. It can only be requested once.',
  },
  '65': {
    titulo: 'No need to join',
    cuerpo: 'This programme does not require a request to join.',
  },
  '66': {
    titulo: 'Invalid identity document',
    cuerpo: 'The identity document number (DNI or NIE) is not correct. Check it and try again.',
  },
  '68': {
    titulo: 'Offer cannot be edited',
    cuerpo: 'This offer can no longer be changed.',
  },
  '69': {
    titulo: 'Invalid e-mail address',
    cuerpo: 'The e-mail address is not correct. Check it and try again.',
  },
  '70': {
    titulo: 'Invalid phone number',
    cuerpo: 'The phone number is not correct. Check it and try again.',
  },
  '71': {
    titulo: 'Access denied',
    cuerpo: "Your user does not have permission to access this company's data.",
    btn_text: 'Log out',
  },
  '72': {
    titulo: 'IBAN missing',
    cuerpo: 'Enter the IBAN of the bank account to continue.',
  },
  '73': {
    titulo: 'Invalid IBAN',
    cuerpo: 'The IBAN entered is not correct. Check it and try again.',
  },
  '74': {
    titulo: 'Event full',
    cuerpo: 'There are no places left for this event.',
  },
  '75': {
    titulo: 'Registration closed',
    cuerpo: 'Registration for this event has closed.',
  },
  '76': {
    titulo: 'Already registered',
    cuerpo: 'You had already registered for this event.',
  },
  '77': {
    titulo: 'Event not available',
    cuerpo: 'This event is not intended for your type of user.',
  },
  '78': {
    titulo: 'Event not found',
    cuerpo: 'We could not find the requested event. It may have been cancelled.',
  },
  '79': {
    titulo: 'Access denied',
    cuerpo: 'Your type of user does not have permission to access this section.',
    btn_text: 'Log out',
  },
  '80': {
    titulo: 'Attention',
    cuerpo:
      'You cannot apply because you do not meet the requirements of the offer. Check the data saved in your profile, or write to the enrolment e-mail address giving your DNI and the offer reference.',
  },
  '81': {
    titulo: 'Request limit reached',
    cuerpo:
      'You have reached the maximum number of education centre requests accepted at once. You can accept another when one of the running placements ends.',
  },
  '83': {
    titulo: 'Invalid Social Security number',
    cuerpo: 'The Social Security number is not correct. Check it and try again.',
  },
  '84': {
    titulo: 'Social Security number cannot be changed',
    cuerpo:
      'The careers and internships service has already validated your social security number, so it cannot be changed here. If it needs correcting, contact the service.',
    btn_text: 'Write to the careers and internships service',
    to: '/contacto',
    aviso: 'The contact form opens in a new tab: what you typed here is kept.',
  },
  '90': {
    titulo: 'Account blocked',
    cuerpo:
      'Your account is blocked. Please contact the careers and internships service for more information.',
    btn_text: 'Log out',
  },
  '91': {
    titulo: 'Only for students who have joined',
    cuerpo: 'This offer is reserved for students who have joined the programme.',
  },
  '94': {
    titulo: 'DNI already registered',
    cuerpo:
      'An account with this DNI already exists. Log in, or recover your password if you have forgotten it.',
  },
  '95': {
    titulo: 'Log in with your university account',
    cuerpo:
      'As you have studied at the university, you must log in with your institutional username and password.',
    btn_text: 'Log in with your university account',
    to: '/acceso',
  },
  // Confirmations of the company's contacts (spec 001 §8: 96 and 97 saved).
  '96': {
    titulo: 'Contact saved',
    cuerpo: "The contact's details have been saved.",
  },
  '97': {
    titulo: 'Internship tutor saved',
    cuerpo: "The internship tutor's details have been saved.",
  },
  // 98 is the error of contracts/status.ts (incorporation form required); spec 001 also lists 98 as "centre saved".
  '98': {
    titulo: 'Incorporation form pending',
    cuerpo: 'Before selecting this application, fill in the incorporation form.',
  },
  '108': {
    titulo: 'Unpaid internship',
    cuerpo:
      'Unpaid internships must start at least 10 days after the offer is published. Change the start date.',
  },
  '109': {
    titulo: 'Unpaid internship',
    cuerpo: 'Unpaid internship offers must be created at least 10 days before the start date.',
  },
  '111': {
    titulo: 'Not authorised for internships',
    cuerpo:
      'You are not yet authorised to do internships. Please contact the careers and internships service.',
  },
  '113': {
    titulo: 'Offer restricted to a scholarship',
    cuerpo: 'Only students who meet the conditions of the associated scholarship can apply for this offer.',
  },
  '115': {
    titulo: 'Social Security number cannot be changed',
    cuerpo:
      'The careers and internships service has already validated your social security number, so it cannot be changed here. If it needs correcting, contact the service.',
    btn_text: 'Write to the careers and internships service',
    to: '/contacto',
    aviso: 'The contact form opens in a new tab: what you typed here is kept.',
  },
  '120': {
    titulo: 'Job forum registration pending',
    cuerpo: 'We have received your request. Your registration in the job forum is pending creation.',
  },
  // Ours: an upload refused because it would unpack or decode past the bounds, or the checks are busy.
  '150': {
    titulo: 'File far too large once opened',
    cuerpo:
      'Once opened (unpacked, or the image shown), this file would take far more room than any document needs, so it has not been saved. Save it again from the program you made it with, or as a PDF, and upload it again.',
  },
  '151': {
    titulo: 'File checks busy',
    cuerpo: 'We are checking many files right now. Nothing has been saved: upload yours again in a few seconds.',
  },
  // Ours: the uploaded files of a student or company would pass their storage quota.
  '413': {
    titulo: 'File space full',
    cuerpo: 'Your files already take all the space available. Delete a document you no longer need and upload this one again.',
  },
  // Ours: a rate limit. The server's answer says the wait itself (mensaje); this is for a refusal without it.
  '429': {
    titulo: 'Too many attempts',
    cuerpo: 'Too many attempts in a row. Wait a few minutes and try again.',
  },
  // Service unavailable, and any network failure.
  '500': {
    titulo: 'Service unavailable',
    cuerpo:
      'We cannot connect to the service right now. Check your internet connection and try again in a few minutes.',
    aviso: 'We have sent a report of this error to the technical team: there is no need to write to us.',
  },
  // Confirmations (spec 000 §8 and 001 §8, success messages).
  '501': {
    titulo: 'Application withdrawn',
    cuerpo: 'You have withdrawn your application for the offer.',
  },
  '502': {
    titulo: 'CV sent',
    cuerpo: 'The CV has been sent to the company by e-mail.',
  },
  '503': {
    titulo: 'Company registered',
    cuerpo:
      'Your company has been registered. You will be able to access the portal once the careers and internships service has validated it.',
  },
  '504': {
    titulo: 'Registration complete',
    cuerpo: 'You have registered in the portal.',
  },
  '505': {
    titulo: 'Link sent',
    cuerpo: 'We have sent you an e-mail with a link to recover your password.',
  },
  '506': {
    titulo: 'Offer created',
    cuerpo: 'The offer has been created.',
  },
  '507': {
    titulo: 'Description saved',
    cuerpo: 'The description has been saved.',
  },
  '508': {
    titulo: 'Password reset',
    cuerpo: 'Your password has been reset. You can now log in with your new password.',
  },
  '509': {
    titulo: 'Candidate not found',
    cuerpo:
      'There is no candidate with that DNI and surname whom an internship can be proposed for. Check both.',
  },
  '510': {
    titulo: 'Proposal registered',
    cuerpo: 'The proposal has been registered.',
  },
  '511': {
    titulo: 'Offer closed',
    cuerpo: 'The offer has been closed.',
  },
  '512': {
    titulo: 'Offer updated',
    cuerpo: 'The changes to the offer have been saved.',
  },
  '513': {
    titulo: 'Documents attached',
    cuerpo: 'The documents have been attached.',
  },
  '514': {
    titulo: 'Password set',
    cuerpo: 'Your password has been saved. You can now log in to the portal.',
  },
  '516': {
    titulo: 'Offer deleted',
    cuerpo: 'The offer has been deleted.',
  },
  '517': {
    titulo: 'Request to leave received',
    cuerpo: 'We have received your request to leave. We will erase your account and your data on the date shown; until then you can cancel it on this page.',
  },
  '518': {
    titulo: 'Complete your details',
    cuerpo: 'To continue, complete your account details and your Social Security number.',
  },
  '519': {
    titulo: 'Answer saved',
    cuerpo: 'We have saved your answer to the pre-registration.',
  },
  '521': {
    titulo: 'Password changed',
    cuerpo: 'Your password has been changed.',
  },
  '522': {
    titulo: 'User created',
    cuerpo: 'The user has been created.',
  },
  '523': {
    titulo: 'Request to join sent',
    cuerpo: 'We have received your request to join the programme.',
  },
  '524': {
    titulo: 'User not active',
    cuerpo: 'This e-mail address does not belong to any active user of the portal.',
  },
  '525': {
    titulo: 'Check the form',
    cuerpo: 'Please check the form: the fields marked in red are required or contain an error.',
  },
  '526': {
    titulo: 'Photo size',
    cuerpo: 'The photo can be at most 1000 pixels wide and 1000 pixels high.',
  },
  '528': {
    titulo: 'Request created',
    cuerpo: 'Your request has been created.',
  },
  '529': {
    titulo: 'Change requested',
    cuerpo: 'We have received your change request.',
  },
  '530': {
    titulo: 'Request rejected',
    cuerpo: 'The request has been rejected.',
  },
  '531': {
    titulo: 'Request accepted',
    cuerpo: 'The request has been accepted.',
  },
  '532': {
    titulo: 'Details updated',
    cuerpo: 'The details have been updated.',
  },
  // 533 follows both a programme adhesion request and an event enrolment.
  '533': {
    titulo: 'Request registered',
    cuerpo: 'Your request has been registered.',
  },
  '534': {
    titulo: 'Your profile details',
    cuerpo: 'The programme request will use the details in your profile. Check that they are up to date.',
  },
  '535': {
    titulo: 'IBAN missing',
    cuerpo: "The company's IBAN is needed to continue.",
  },
  '536': {
    titulo: 'Agreement request registered',
    cuerpo:
      'We have received the agreement request. The educational cooperation agreement between the company and the university will be generated.',
  },
  '537': {
    titulo: 'Copy of your degree missing',
    cuerpo: 'Upload a copy of your degree certificate in the private documents section.',
  },
  '538': {
    titulo: 'Contact created',
    cuerpo: 'Your contact has been created.',
  },
  '539': {
    titulo: 'Information completed',
    cuerpo: "The company's information has been completed.",
  },
  '540': {
    titulo: 'Incorporation form saved',
    cuerpo: 'We have saved the incorporation form and the application is now selected.',
  },
  '541': {
    titulo: 'Message sent',
    cuerpo: 'We have received your enquiry. We will reply as soon as possible.',
  },
  // Company errors in the 5xx range (spec 001 §8).
  '543': {
    titulo: 'Offer expired',
    cuerpo: 'This offer has expired and the status of its applications can no longer be changed.',
  },
  '544': {
    titulo: 'No active agreement',
    cuerpo:
      'Your company does not have an active educational cooperation agreement with the university. Request one to continue.',
  },
  '618': {
    titulo: 'Document saved',
    cuerpo: 'The document has been saved.',
  },
  '130': {
    titulo: 'Record not found',
    cuerpo: 'This record no longer exists. Go back to the queue to see what is still waiting.',
  },
  '131': {
    titulo: 'The record has changed',
    cuerpo: 'Another staff member or its owner changed it while you were reviewing it. Reload it and check its state before deciding.',
  },
  '132': {
    titulo: 'Reason missing',
    cuerpo: 'This decision needs a reason: whoever receives it will read it.',
  },
  '133': {
    titulo: 'Decision not available',
    cuerpo: "The record's current state does not allow this decision. Reload it to see what you can do.",
  },
  '180': {
    titulo: 'Social security number already registered',
    cuerpo: 'This social security number is already registered to another account. Check that you typed it correctly; if it is yours, contact the careers and internships service.',
    btn_text: 'Write to the careers and internships service',
    to: '/contacto',
    aviso: 'The contact form opens in a new tab: what you typed here is kept.',
  },
  '134': {
    titulo: 'Account request rejected',
    cuerpo: "The careers service rejected your company's account request.",
  },
  '620': {
    titulo: 'Decision saved',
    cuerpo: 'The decision was saved and the people concerned were told.',
  },
  '140': {
    titulo: 'E-mail already registered',
    cuerpo: 'A staff account with this e-mail already exists.',
  },
  '141': {
    titulo: 'You cannot change your own account',
    cuerpo: 'You cannot block your own account or remove your own admin role. Ask another admin.',
  },
  '142': {
    titulo: 'An admin is needed',
    cuerpo: 'This change would leave the office without any active admin account. Give the admin role to someone else first.',
  },
  '143': {
    titulo: 'Account not found',
    cuerpo: 'This staff account does not exist. Reload the list.',
  },
  '190': {
    titulo: 'Announcement not found',
    cuerpo: 'This announcement does not exist. Go back to the list of announcements.',
  },
  '191': {
    titulo: 'Announcement withdrawn',
    cuerpo: 'This announcement was withdrawn and can no longer be changed. Write a new one if needed.',
  },
  '200': {
    titulo: 'Survey not found',
    cuerpo: 'This survey does not exist. Go back to the list of surveys.',
  },
  '201': {
    titulo: 'Survey already published',
    cuerpo: 'This survey has been published: it can no longer be edited or published again. If you need other questions, create a new survey.',
  },
  '202': {
    titulo: 'The survey already has answers',
    cuerpo: 'Someone has already answered this survey: its questions can no longer change, so that the answers still match what was asked.',
  },
  '203': {
    titulo: 'Check the questions',
    cuerpo: 'The questions or their jumps do not make a valid survey. The message says which questions to check.',
  },
  '204': {
    titulo: 'The survey is not open',
    cuerpo: 'Only a published survey that has not closed yet can be closed.',
  },
  '205': {
    titulo: 'No figures for this group',
    cuerpo: 'Fewer than five people of this group answered, or the survey is anonymous and its answers keep nobody: to protect their privacy no figures are shown. Remove the filter or choose a wider group.',
  },
  '210': {
    titulo: 'Invalid period',
    cuerpo: 'The period ends before it starts, or is longer than ten years. Correct the dates.',
  },
  '211': {
    titulo: 'Unknown degree',
    cuerpo: 'This degree is not in the list of degrees. Choose one from the list.',
  },
  '212': {
    titulo: 'Guide not found',
    cuerpo: 'This orientation guide does not exist. Go back to the list of guides.',
  },
  '213': {
    titulo: 'The guide is already published',
    cuerpo: 'This guide is already published: students already see it.',
  },
  '214': {
    titulo: 'The guide is not published',
    cuerpo: 'Only a published guide can be withdrawn.',
  },
  '215': {
    titulo: 'The guide cannot move further',
    cuerpo: 'The guide is already the first (or the last) of the list.',
  },
  '192': {
    titulo: 'Event not found',
    cuerpo: 'This event (or this registration) does not exist. Go back to the list of events.',
  },
  '193': {
    titulo: 'Event cancelled',
    cuerpo: 'This event was cancelled: it can no longer be changed, published or have its attendance marked.',
  },
  '194': {
    titulo: 'Not enough places',
    cuerpo: 'The places cannot be fewer than the registrations the event already has.',
  },
  '195': {
    titulo: 'Registration not open yet',
    cuerpo: 'Registration for this event has not opened yet.',
  },
  '196': {
    titulo: 'Event already published',
    cuerpo: 'This event is already published.',
  },
  '197': {
    titulo: 'Event not published',
    cuerpo: 'Attendance is marked only on a published event.',
  },
  '640': {
    titulo: 'Announcement saved',
    cuerpo: 'The announcement has been saved; its audience will see it on their home page on the dates given.',
  },
  '641': {
    titulo: 'Announcement withdrawn',
    cuerpo: 'The announcement is no longer shown on the home page.',
  },
  '642': {
    titulo: 'Event saved',
    cuerpo: 'The event was saved.',
  },
  '643': {
    titulo: 'Event published',
    cuerpo: 'Its audience now sees the event and may register.',
  },
  '644': {
    titulo: 'Event cancelled',
    cuerpo: 'The event was cancelled and everyone registered was notified.',
  },
  '645': {
    titulo: 'Attendance saved',
    cuerpo: 'The attendance was saved.',
  },
  '650': {
    titulo: 'Survey saved',
    cuerpo: 'The survey draft has been saved. Nobody will see it until you publish it.',
  },
  '651': {
    titulo: 'Survey published',
    cuerpo: 'The survey is published: its audience can answer it from its first day.',
  },
  '652': {
    titulo: 'Survey closed',
    cuerpo: 'The survey is closed: nobody can answer it any more. Its results stay available.',
  },
  '653': {
    titulo: 'Guide saved',
    cuerpo: 'The orientation guide was saved.',
  },
  '654': {
    titulo: 'Guide published',
    cuerpo: 'The guide is published: students see it in the order of the list.',
  },
  '655': {
    titulo: 'Guide withdrawn',
    cuerpo: 'The guide was withdrawn: students no longer see it.',
  },
  '656': {
    titulo: 'Guide moved',
    cuerpo: 'The guide changed its place in the order students see.',
  },
  '170': {
    titulo: 'Only the company adds its contacts',
    cuerpo:
      "A company's contacts are added by the company itself. Give the person's e-mail address in your proposal: the company will confirm them.",
  },
  // Ours (issue 22): leaving the service.
  '160': {
    titulo: 'Request to leave cancelled',
    cuerpo: 'You cancelled your request to leave: your account and your data stay as they were and companies see your applications again.',
  },
  '161': {
    titulo: 'No pending request to leave',
    cuerpo: 'You have no pending request to leave to cancel. Reload the page to see its state.',
  },
  '162': {
    titulo: 'Data erased',
    cuerpo: 'We have erased your account and your data from the portal. We have sent you a confirmation e-mail.',
  },
  '163': {
    titulo: 'You have an internship under way',
    cuerpo: 'We cannot erase your data while you have an internship under way or about to start. Write to the careers service to close it and process your request to leave.',
  },
  '164': {
    titulo: 'You asked to leave',
    cuerpo: 'You have asked to leave the service. To apply to offers, cancel your request to leave first.',
  },
  '630': {
    titulo: 'Account created',
    cuerpo: 'The new member has been sent a link to set their password.',
  },
  '631': {
    titulo: 'Role changed',
    cuerpo: "The account's role has been updated.",
  },
  '632': {
    titulo: 'Account blocked',
    cuerpo: 'The account has been blocked and its sessions have ended.',
  },
  '633': {
    titulo: 'Account unblocked',
    cuerpo: 'The account can log in to the portal again.',
  },
  '218': {
    titulo: 'Not enough contrast',
    cuerpo:
      'Two of the brand colours are not distinct enough (WCAG AA). The message names the pair and its contrast; choose colours with more contrast.',
  },
  '219': {
    titulo: 'Logo not valid',
    cuerpo:
      "The logo was not uploaded here and is not one of the portal's own. Upload it again.",
  },
  '220': {
    titulo: 'Logo too large',
    cuerpo: 'The logo cannot be larger than 1 MB. Upload a lighter image.',
  },
  '657': {
    titulo: 'Settings saved',
    cuerpo: 'The brand and settings were saved: every page shows them the next time it loads.',
  },
  '658': {
    titulo: 'Logo uploaded',
    cuerpo: 'The logo shows on the portal once you save the settings.',
  },
};
