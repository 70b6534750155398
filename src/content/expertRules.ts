/**
 * Whom an expert may not speak about, and who takes no paid call: facts of src/content/facts.ts (which re-exports
 * them), kept apart so that a page stating only these does not carry every other fact in its chunk.
 */

export const COOLING_OFF = {
  months: 6,
  /** Whom a former employee does not speak about meanwhile. */
  scope: '该公司及其直接竞争对手',
} as const;

/** The cooling-off rule, as every page states it. */
export const COOLING_OFF_RULE = `从一家公司离职未满 ${COOLING_OFF.months} 个月的专家，不就${COOLING_OFF.scope}接受访谈（冷静期）；客户要求更长时，以客户要求为准。`;

/** The current-employer rule, listed or not. */
export const CURRENT_EMPLOYER_RULE = '专家不就现任雇主接受访谈，无论其是否上市；现任雇主禁止对外咨询的，我们不安排任何付费访谈。';

/**
 * Who takes no paid call: civil servants and those managed as civil servants. Professionals of a public institution
 * (事业单位, such as a public hospital's clinicians) may, within their institution's rules on outside work.
 */
export const PUBLIC_SECTOR_RULE =
  '党政机关工作人员和参照公务员法管理的人员不参与付费访谈；公立医院、高校等事业单位的专业技术人员，须遵守所在单位关于兼职取酬的规定，并在申请表的“补充说明”中写明所在单位的性质。';

/** Days within which an expert tells the expert team of a change of employment (for the conflict checks). */
export const EMPLOYMENT_CHANGE_NOTICE_DAYS = 7;

/** About how long an expert's online compliance training takes, in minutes. */
export const COMPLIANCE_TRAINING_MINUTES = 20;
