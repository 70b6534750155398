import { formByKey } from '@/config/forms';
import { SURVEY_FIELDS } from '@/config/forms/fields';
import { surveyQuestions } from '@/features/leads/engine/LeadFormEngine';

describe('survey progress', () => {
  it('counts the questions only, not the optional name and e-mail nor the consent', () => {
    const questions = surveyQuestions(SURVEY_FIELDS);
    expect(questions).toHaveLength(7);
    expect(questions.map((q) => q.name)).not.toContain('name');
    expect(questions.map((q) => q.name)).not.toContain('email');
    expect(surveyQuestions(formByKey('fiveteen')!.fields)).toHaveLength(7);
  });
});
