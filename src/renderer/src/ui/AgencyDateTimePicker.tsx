import { useState } from 'react';
import { DatePicker, Typography, type DatePickerProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { pickerRefusal, pickerRules } from '../lib/mexicoTime';
import { useSignedIn } from '../lib/session';
import { catalogQueries } from '../modules/leads/queries';
import { PICKER_DATE_TIME } from '@shared/domain/dates';
import { MSG } from '@shared/messages';

export interface AgencyDateTimePickerProps {
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  /** 'Sin cita' may record a past visit; every other appointment date is from now on. */
  allowPast?: boolean;
  'aria-label'?: string;
  id?: string;
  status?: DatePickerProps['status'];
}

/**
 * The date-and-time picker of appointments: offers only the agency's open days and hours and, where
 * the rule forbids the past, nothing before now (Mexico City time). Its value is the typed wall
 * clock; send it with mexicoCityIso / mexicoCityToEpoch. A date typed in full that the picker
 * refuses (it clears it on leaving) is explained below it: the spec's past-date message, or that
 * the agency is closed then.
 */
export function AgencyDateTimePicker({ value, onChange, allowPast = false, status, ...rest }: AgencyDateTimePickerProps) {
  const { agencyId } = useSignedIn();
  const schedule = useQuery(catalogQueries.schedule(agencyId));
  const rules = pickerRules(schedule.data, { allowPast });
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = (text: string) => {
    const typed = dayjs(text.trim(), PICKER_DATE_TIME, true);
    if (!typed.isValid()) return setRefusal(null);
    const why = pickerRefusal(schedule.data, typed, { allowPast });
    setRefusal(why === 'past' ? MSG.dateNotBeforeNow : why === 'closed' ? MSG.agencyClosedAt : null);
  };
  const messageId = rest.id ? `${rest.id}-refusal` : undefined;
  return (
    <span style={{ display: 'block' }} onInput={(e) => check((e.target as HTMLInputElement).value)}>
      <DatePicker
        {...rest}
        aria-describedby={refusal && messageId ? messageId : undefined}
        status={refusal ? 'error' : status}
        showTime={{ format: 'HH:mm', minuteStep: 5, hideDisabledOptions: true }}
        format={PICKER_DATE_TIME}
        style={{ width: '100%' }}
        value={value ?? null}
        onChange={(v) => {
          if (v) setRefusal(null);
          onChange?.(v);
        }}
        disabledDate={rules.disabledDate}
        disabledTime={rules.disabledTime}
        placeholder="Selecciona fecha y hora"
      />
      {refusal ? (
        <Typography.Text type="danger" role="alert" id={messageId} style={{ display: 'block', marginTop: 4 }}>
          {refusal}
        </Typography.Text>
      ) : null}
    </span>
  );
}
