import type { DatePickerProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { pickerRefusal, pickerRules } from '../lib/mexicoTime';
import { useSignedIn } from '../lib/session';
import { catalogQueries } from '../modules/leads/queries';
import { TypedDatePicker } from './inputs/TypedDatePicker';
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
 * clock; send it with mexicoCityIso / mexicoCityToEpoch. It is the shared TypedDatePicker (30/11/2026
 * 10:00 or 30-11-2026 10:00 alike); a typed date it refuses is explained under it: the spec's
 * past-date message, or that the agency is closed then.
 */
export function AgencyDateTimePicker({ value, onChange, allowPast = false, ...rest }: AgencyDateTimePickerProps) {
  const { agencyId } = useSignedIn();
  const schedule = useQuery(catalogQueries.schedule(agencyId));
  const rules = pickerRules(schedule.data, { allowPast });
  const explainRefusal = (typed: Dayjs) => {
    const why = pickerRefusal(schedule.data, typed, { allowPast });
    return why === 'past' ? MSG.dateNotBeforeNow : why === 'closed' ? MSG.agencyClosedAt : undefined;
  };
  return (
    <TypedDatePicker
      {...rest}
      withTime={{ minuteStep: 5, hideDisabledOptions: true }}
      explainRefusal={explainRefusal}
      style={{ width: '100%' }}
      value={value ?? null}
      onChange={(v) => onChange?.(v)}
      disabledDate={rules.disabledDate}
      disabledTime={rules.disabledTime}
      placeholder="Selecciona fecha y hora"
    />
  );
}
