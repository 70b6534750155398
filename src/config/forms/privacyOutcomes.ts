/**
 * What the platform did with a rights request, in its receipt: `applied` (in effect now), `scheduled` (answered by the
 * answer day), `held` (not acted on: a person checks it first, and contacts the visitor by the answer day). Apart from
 * the requests' form (./privacyRequests.ts), so that the receipt's schema does not carry the form.
 */
export const PRIVACY_REQUEST_OUTCOMES = ['applied', 'scheduled', 'held'] as const;
export type PrivacyRequestOutcome = (typeof PRIVACY_REQUEST_OUTCOMES)[number];
