/**
 * What the English forms' rules say, without their checks that need a library: the English pages carry this, and the
 * form's controls add the numbering plans when they load (./englishRules.ts). Relative imports only.
 */
import { ENGLISH_CONSENTS } from '../../content/en/consents';
import { ENGLISH_VALIDATION_MESSAGES } from '../../content/en/validation';
import type { LeadRules } from './validation';

export const ENGLISH_RULE_WORDS: LeadRules = { locale: 'en', messages: ENGLISH_VALIDATION_MESSAGES, consents: ENGLISH_CONSENTS };
