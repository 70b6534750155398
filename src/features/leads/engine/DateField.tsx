import 'dayjs/locale/zh-cn';

import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';

import type { FieldDefinition } from '@/config/forms/fields';
import { DATE_FIELD } from '@/content/ui/leadForms';
import { beijingDay } from '@/lib/beijingTime';

dayjs.locale('zh-cn');

interface Props {
  field: FieldDefinition;
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
}

/** antd's DatePicker holding a plain 'YYYY-MM-DD' string, so drafts and the API never see dayjs objects. Loaded only where a form has a date. */
export default function DateField({ field, id, value, onChange, onBlur }: Props) {
  const now = Date.now();
  const earliest = beijingDay(now, field.minDaysAhead ?? 0);
  const latest = field.maxDaysAhead === undefined ? null : beijingDay(now, field.maxDaysAhead);
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      id={id}
      className="lead-form__date"
      value={parsed?.isValid() ? parsed : null}
      format="YYYY-MM-DD"
      placeholder={DATE_FIELD.placeholder}
      inputReadOnly={false}
      disabledDate={(d: Dayjs) => {
        const day = d.format('YYYY-MM-DD');
        return day < earliest || (latest !== null && day > latest);
      }}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
      onBlur={onBlur}
    />
  );
}
