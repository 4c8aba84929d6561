// The English texts of i18n-summary.ts, fetched only by a user of that language.
export const company = {
    title: 'My company',
    summary: 'Your company at a glance',
    tradeName: 'Trade name',
    legalName: 'Legal name',
    cif: 'Tax id (CIF)',
    description: 'Description',
    noDescription: 'You have not added a description of your company yet.',
    validation: 'Account status',
    validated: 'Validated by the careers service',
    pending: 'Waiting for validation by the careers service',
    activeOffers: 'Active offers',
    activeOffersCount_one: '{{count}} active offer',
    activeOffersCount_other: '{{count}} active offers',
    seeCompany: 'See the company details',
  };
