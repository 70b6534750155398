/**
 * How soon the firm answers, in working days: a fact of src/content/facts.ts (which re-exports it), kept apart so that
 * the many pages which state only this do not carry every other fact in their chunk (the first page's budget).
 */
import { PRIVACY_ANSWER_WORKING_DAYS } from '../config/forms/privacyRequests';

/** In working days. */
export const ANSWER_DAYS = {
  /** A client's enquiry: a consultant calls or writes. */
  enquiry: 1,
  /** A first proposal and quote after the enquiry is understood. */
  proposal: 2,
  /** An activity registration or a replay request is reviewed. */
  registration: 1,
  /** The expert team calls an applicant to check their background. */
  expertCall: 3,
  /** A rights request (the platform dates its answer by it). */
  rights: PRIVACY_ANSWER_WORKING_DAYS,
  /** A question or report to the compliance contact. */
  compliance: 2,
  /** A client's compliance team asks for a call's records. */
  audit: 5,
} as const;

/** '1 个工作日内' */
export const withinDays = (days: number) => `${days} 个工作日内`;
