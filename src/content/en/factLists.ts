/**
 * The facts' lists in English (src/content/facts.ts has them in Chinese): the regions of clients abroad, what an
 * expert's background summary holds, what a client never receives. Apart from the compliance centre's words, so that
 * the consents and the notice that name them carry only these.
 */
import { CROSS_BORDER, EXPERT_SUMMARY_FIELDS, NEVER_SHARED } from '../facts';
import { englishList } from './listed';

/** The facts' lists, in English: keyed by the Chinese, so a fact added to a list there must be worded here too. */
const REGIONS: Record<(typeof CROSS_BORDER.regions)[number], string> = {
  中国香港: 'Hong Kong SAR',
  新加坡: 'Singapore',
  美国: 'the United States',
  英国: 'the United Kingdom',
  日本: 'Japan',
};
const SUMMARY_FIELDS: Record<(typeof EXPERT_SUMMARY_FIELDS)[number], string> = {
  所在行业: 'industry',
  从业年限: 'years of experience',
  曾任职级与职能: 'seniority and functions held',
  擅长领域: 'areas of expertise',
};
const NEVER_SHARED_WORDS: Record<(typeof NEVER_SHARED)[number], string> = {
  姓名: 'name',
  联系方式: 'contact details',
  现任雇主名称: 'current employer’s name',
};

export const ENGLISH_EXPERT_SUMMARY = englishList(EXPERT_SUMMARY_FIELDS.map((f) => SUMMARY_FIELDS[f]));
export const ENGLISH_NEVER_SHARED = englishList(NEVER_SHARED.map((f) => NEVER_SHARED_WORDS[f]));
export const ENGLISH_REGIONS = englishList(CROSS_BORDER.regions.map((r) => REGIONS[r]));
