/**
 * The date the analytics question's words took effect (YYYY-MM-DD); change it when what is recorded, or why, changes:
 * a yes given to other words is asked again. Apart from the words (analyticsConsent.ts), so that the app's entry, which
 * reads the stored answer, does not carry them.
 */
export const ANALYTICS_CONSENT_VERSION = '2026-11-27';
