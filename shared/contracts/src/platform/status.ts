/**
 * The status catalogue shared by the API server and the apps (spec 000 §8 and 001 §8).
 * The server answers with these numbers; the apps look up the texts in the i18n `errors` namespace.
 */
export enum Status {
  ok = 0,
  generalError = 1,
  sessionLost = 2,
  accessDenied = 3,
  offerNotFound = 4,
  offerIsForEmployment = 6,
  offerIsForInternships = 7,
  alreadyExisted = 8,
  companyNotValidated = 9,
  alreadyCandidate = 10,
  missingDocumentation = 11,
  emailSendingError = 12,
  offerForAnotherDegree = 13,
  cannotGoToSelected = 14,
  missingMandatoryData = 15,
  emailAlreadyRegistered = 16,
  overlapsInternship = 17,
  onlyGrado = 18,
  onlyPostgrado = 19,
  noEmploymentService = 20,
  noInternshipService = 21,
  notEnrolledForInternships = 23,
  offerHasManager = 25,
  noStudiesFound = 26,
  startBeforeEnd = 27,
  weakPassword = 28,
  contactEmailExists = 29,
  applicationProcessed = 30,
  applicationNotFound = 31,
  deregistered = 32,
  cifFormat = 33,
  workPermitNeeded = 34,
  surveyNotAccessible = 35,
  surveyNotForExistingUsers = 36,
  surveyNoAnonymous = 37,
  surveyNotTarget = 38,
  surveyAlreadyAnswered = 39,
  surveyQuestionsMissing = 40,
  linkExpired = 42,
  passwordAlreadySet = 43,
  emailOfAnotherCompany = 44,
  extensionNotAllowed = 46,
  offerForAnotherDegreeLevel = 47,
  applicationNeedsAuthorisation = 48,
  cannotChangeState = 49,
  creditsMissing = 52,
  onlyWithoutPendingInternships = 53,
  activeSearchRequired = 54,
  ownCvRequired = 55,
  documentAlreadyUploaded = 56,
  atLeastOneStudy = 57,
  programDedicationMismatch = 58,
  accessDeniedOther = 59,
  emailAlreadyRegisteredOther = 60,
  cannotDeleteAllStudies = 62,
  programNotFound = 63,
  programAlreadyRequested = 64,
  programNoAdhesionNeeded = 65,
  idDocument = 66,
  offerNotEditable = 68,
  email = 69,
  phone = 70,
  accessDeniedCompany = 71,
  ibanMissing = 72,
  ibanWrong = 73,
  eventFull = 74,
  eventClosed = 75,
  eventAlreadyRegistered = 76,
  eventNotForUserType = 77,
  eventNotFound = 78,
  accessDeniedRole = 79,
  requirementsNotMet = 80,
  centreRequestLimit = 81,
  socialSecurityInvalid = 83,
  socialSecurityCannotChange = 84,
  blocked = 90,
  onlyAdheredStudents = 91,
  dniAlreadyRegistered = 94,
  graduateMustUseInstitutionalLogin = 95,
  incorporationFormRequired = 98,
  unpaidNeedsNoticeStart = 108,
  unpaidNeedsNoticeCreation = 109,
  notAuthorisedForInternships = 111,
  scholarshipOnly = 113,
  socialSecurityCannotChangeOther = 115,
  /** Ours (the careers office, issue 21): the record of a queue does not exist. */
  recordNotFound = 130,
  /** Ours: the record changed since the staff member opened it (another staff member, its owner). */
  recordChanged = 131,
  /** Ours: this decision needs its reason. */
  reasonRequired = 132,
  /** Ours: the record's state does not allow this decision (any more). */
  decisionNotOpen = 133,
  /** Ours: the careers office rejected the company's account request (`mensaje`: its reason). */
  companyRejected = 134,
  /** Ours (staff accounts, admin only): the e-mail already belongs to a staff account. */
  staffEmailInUse = 140,
  /** Ours (issue 24): the social-security number is another account's (83 read "not valid", which it is). */
  socialSecurityTaken = 180,
  /** Ours: an admin cannot block or demote their own account. */
  staffOwnAccount = 141,
  /** Ours: the change would leave the office without an unblocked admin. */
  staffLastAdmin = 142,
  /** Ours: no staff account with that id. */
  staffAccountNotFound = 143,
  /** Ours (issue 26): no communication of the careers office with that id. */
  communicationNotFound = 190,
  /** Ours: the communication was withdrawn: it can no longer be changed or withdrawn again. */
  communicationWithdrawn = 191,
  /** Ours (issue 26): no survey with that id. */
  officeSurveyNotFound = 200,
  /** Ours: the survey was published: it can no longer be edited nor published again. */
  surveyNotDraft = 201,
  /** Ours: people have answered the survey: its questions can no longer change. */
  surveyHasAnswers = 202,
  /** Ours: the questions or their jumps cannot make a survey (the message names the questions). */
  surveyQuestionsRefused = 203,
  /** Ours: only a published survey that has not closed yet can be closed. */
  surveyNotOpen = 204,
  /** Ours (privacy): fewer than five people of the segment answered, or the survey is anonymous: no figures of it. */
  surveyResultsWithheld = 205,
  /** Ours (issue 26, outcome dashboards): the period ends before it starts, or is longer than ten years. */
  outcomePeriodInvalid = 210,
  /** Ours: the dashboards were asked for a degree the reference data does not know. */
  outcomeDegreeUnknown = 211,
  /** Ours (issue 26, orientation guides): no orientation guide with that id. */
  officeGuideNotFound = 212,
  /** Ours: the guide is already published (publishing it again changes nothing). */
  guideAlreadyPublished = 213,
  /** Ours: only a published guide can be withdrawn. */
  guideNotPublished = 214,
  /** Ours: the guide is already first (or last): it cannot move further that way. */
  guideAtEdge = 215,
  /** Ours (issue 26, brand): a pair of the brand's colours fails WCAG AA; the message names the pair and its ratio. */
  brandContrastInsufficient = 218,
  /** Ours: the logo was not uploaded here (nor is it one of the portal's own). */
  brandLogoUnknown = 219,
  /** Ours: the logo is larger than the limit (1 MB). */
  brandLogoTooLarge = 220,
  /** Ours (issue 26): no event of the careers office with that id (or no such registration on it). */
  officeEventNotFound = 192,
  /** Ours: the event was cancelled: it can no longer be changed, published, cancelled again or marked. */
  officeEventCancelled = 193,
  /** Ours: the places cannot go below the registrations the event already has. */
  eventPlacesBelowRegistrations = 194,
  /** Ours: registration for this event has not opened yet. */
  eventRegistrationNotOpen = 195,
  /** Ours: the event is already published. */
  officeEventAlreadyPublished = 196,
  /** Ours: attendance is marked only on a published event. */
  officeEventNotPublished = 197,
  /**
   * Ours (issue 22): an uploaded file would unpack or decode to far more than any document needs (a
   * zip bomb, a pixel bomb, a PDF nested too deep, or its check ran out of time): nothing is stored.
   */
  fileUnpacksTooLarge = 150,
  /** Ours: the server is checking too many uploaded files at this moment (HTTP 503): nothing is stored, try again in a few seconds. */
  fileChecksBusy = 151,
  /** Ours (issue 22): a company's contacts are added by its own users; a student's proposal names them by e-mail. */
  contactsByCompanyOnly = 170,
  /** Ours (issue 22, leaving the service): the student has no pending request to leave to cancel. */
  noPendingLeave = 161,
  /** Ours: an internship under way or to come: the careers office must settle it before the data can go. */
  leaveBlockedByInternship = 163,
  /** Ours: a student whose request to leave is pending cannot apply to an offer until they cancel it. */
  leavingCannotApply = 164,
  /** Ours: the uploaded files of a student or company would pass their storage quota (UPLOAD_QUOTA_MB). */
  storageQuotaFull = 413,
  /** Ours: too many login attempts in a short time (rate limit). */
  tooManyAttempts = 429,
  serviceUnavailable = 500,
  expiredOffer = 543,
  noActiveAgreement = 544,
}

/** A code of the catalogue (the enum's own type: its members are numbers). */
export type StatusCode = Status;

export type ErrorCategory = 'important' | 'medium' | 'secondary';

/** How the error banner treats a code: category, and a path to go to after accepting. */
export interface ErrorBehaviour {
  categoria: ErrorCategory;
  /**
   * A path to navigate to when the user accepts the message, the same in every language (an
   * entry's per-language `to` in the i18n catalogue takes precedence).
   */
  to?: string;
  /** Open the target in a new tab: the page the error came from, and what was typed there, stays. */
  nuevaPestana?: boolean;
  /** Statuses that also send an error report (spec §8: 1, 12, 24 and 500). */
  report?: boolean;
}

const important: ErrorBehaviour = { categoria: 'important' };
const medium: ErrorBehaviour = { categoria: 'medium' };

/** Behaviour of each code; any code not listed is `secondary`. */
export const errorBehaviour: Record<number, ErrorBehaviour> = {
  1: { categoria: 'medium', report: true },
  2: { categoria: 'important', to: '/login' },
  3: important,
  9: important,
  134: important,
  12: { categoria: 'medium', report: true },
  24: { categoria: 'medium', report: true },
  32: important,
  59: important,
  71: important,
  79: important,
  90: important,
  500: { categoria: 'medium', report: true },
  15: medium,
  80: medium,
  // A social-security number another account holds, or that cannot be changed any more: the
  // careers office settles it; its contact form opens beside the CV form, which keeps what was typed.
  84: { categoria: 'secondary', nuevaPestana: true },
  115: { categoria: 'secondary', nuevaPestana: true },
  180: { categoria: 'secondary', nuevaPestana: true },
};

export const behaviourOf = (status: number): ErrorBehaviour => errorBehaviour[status] ?? { categoria: 'secondary' };

/** Success messages (5xx and 6xx) that the apps show as confirmations. */
export const Success = {
  unenrolled: 501,
  companyReceivesCv: 502,
  companyRegistered: 503,
  registered: 504,
  recoveryLinkSent: 505,
  offerCreated: 506,
  passwordReset: 508,
  passwordSet: 514,
  deregistrationReceived: 517,
  missingInternshipData: 518,
  preinscriptionSaved: 519,
  passwordChanged: 521,
  userCreated: 522,
  adhesionRequested: 523,
  /**
   * The spec lists these two among its 5xx messages: the e-mail is no active user (a company's
   * contact looked up by e-mail, dameDatosContactoPorEmail), and the summary of a form refused for
   * its fields ("review the form") that the apps show above the fields' own messages.
   */
  emailNotActiveUser: 524,
  reviewForm: 525,
  eventRegistered: 533,
  agreementAdded: 536,
  contactFormSent: 541,
  documentSaved: 618,
  /** Ours: a staff decision was saved and its notification sent. */
  decisionSaved: 620,
  /** Ours (staff accounts): the account was created and its set-password link mailed. */
  staffAccountCreated: 630,
  /** Ours: the staff member's role was changed. */
  staffRoleChanged: 631,
  /** Ours: the staff account was blocked and its sessions ended. */
  staffBlocked: 632,
  /** Ours: the staff account was unblocked. */
  staffUnblocked: 633,
  /** Ours (issue 26): the communication was saved (and its notifications sent, if asked for). */
  communicationSaved: 640,
  /** Ours: the communication was withdrawn from the home. */
  communicationWithdrawnNow: 641,
  /** Ours (issue 26): the event was saved. */
  officeEventSaved: 642,
  /** Ours: the event was published: its audience sees it and may register. */
  officeEventPublished: 643,
  /** Ours: the event was cancelled and everyone registered was notified. */
  officeEventCancelledNow: 644,
  /** Ours: the attendance was recorded. */
  eventAttendanceSaved: 645,
  /** Ours (issue 26): the survey draft was saved. */
  surveySaved: 650,
  /** Ours: the survey was published: its audience can answer it from its first day. */
  surveyPublished: 651,
  /** Ours: the survey was closed: nobody can answer it any more. */
  surveyClosed: 652,
  /** Ours (issue 26): the orientation guide was saved. */
  guideSaved: 653,
  /** Ours: the guide was published: students see it in the office's order. */
  guidePublished: 654,
  /** Ours: the guide was withdrawn: students no longer see it. */
  guideWithdrawnNow: 655,
  /** Ours: the guide moved one place in the students' order. */
  guideMoved: 656,
  /** Ours (issue 26): the brand settings were saved: the next page load shows them. */
  brandSaved: 657,
  /** Ours: the logo was uploaded; it shows once the settings are saved. */
  brandLogoUploaded: 658,
  /** Ours (issue 22): the request to leave was cancelled; the account stays as it was. */
  leaveCancelled: 160,
  /** Ours: the account and its data were erased at once (no grace period configured). */
  accountErased: 162,
} as const;
