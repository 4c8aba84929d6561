// The English texts of i18n.ts, fetched only by a user of that language.
export const companyHome = {
    tiles: 'Shortcuts',
    myInternshipOffers: 'My internship offers',
    newInternshipOffer: 'New internship offer',
    newProposal: 'New internship proposal',
    myJobOffers: 'My job offers',
    newJobOffer: 'New job offer',
    offersCount_one: '{{count}} offer',
    offersCount_other: '{{count}} offers',
    activeProcesses_one: '{{count}} active process',
    activeProcesses_other: '{{count}} active processes',
    missingTitle: 'Your company data is incomplete',
    missingCompany: 'Complete the company data to publish offers and sign agreements.',
    missingContact: "Complete the company's contact person data.",
    completeData: 'Complete the company data',
    later: 'Not now',
  };
