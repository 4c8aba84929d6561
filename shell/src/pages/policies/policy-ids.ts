/** The shell's policy pages, by route id: known to the router without loading their texts. */
export const policyIds = ['privacyPolicy', 'cookiesPolicy', 'dataProtection', 'socialSecurityPrivacy'] as const;
export type PolicyId = (typeof policyIds)[number];
