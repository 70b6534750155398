import { CAMPAIGN_INTERESTS, INDUSTRY, MEETING_FORMAT, NAME } from '@/config/forms/fields';
import { FIELD_LABELS } from '@/content/labels/fields';
import { currentChoices } from '@/features/leads/draftChoices';

const FIELDS = [NAME, MEETING_FORMAT, CAMPAIGN_INTERESTS, INDUSTRY];
const { meetingFormat, interests } = FIELD_LABELS;

describe("a kept draft's choices", () => {
  it('are codes, whatever the language the form is read in', () => {
    expect(MEETING_FORMAT.options?.map((o) => o.value)).toEqual(Object.keys(meetingFormat.choices));
    expect(MEETING_FORMAT.options?.map((o) => o.label)).toEqual(Object.values(meetingFormat.choices).map((c) => c.label));
  });

  it('kept by their words before the choices had codes, come back as codes', () => {
    const values = {
      name: '王晓明',
      meetingFormat: meetingFormat.choices.inPerson.label,
      interests: [interests.choices.report.label, 'expertExchange'],
      industry: 'two',
    };
    expect(currentChoices(FIELDS, values)).toEqual({
      name: '王晓明',
      meetingFormat: 'inPerson',
      interests: ['report', 'expertExchange'],
      industry: 'two',
    });
  });

  it('the form no longer offers are dropped, not shown as raw values; text is kept as typed', () => {
    const values = { name: '线下面谈', meetingFormat: '上门拜访', interests: ['report', '旧选项'], industry: null };
    expect(currentChoices(FIELDS, values)).toEqual({ name: '线下面谈', interests: ['report'], industry: null });
  });
});
