import { DatePicker, type DatePickerProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { pickerRules } from '../lib/mexicoTime';
import { useSignedIn } from '../lib/session';
import { catalogQueries } from '../modules/leads/queries';
import { PICKER_DATE_TIME } from '@shared/domain/dates';

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
 * clock; send it with mexicoCityIso / mexicoCityToEpoch.
 */
export function AgencyDateTimePicker({ value, onChange, allowPast = false, ...rest }: AgencyDateTimePickerProps) {
  const { agencyId } = useSignedIn();
  const schedule = useQuery(catalogQueries.schedule(agencyId));
  const rules = pickerRules(schedule.data, { allowPast });
  return (
    <DatePicker
      {...rest}
      showTime={{ format: 'HH:mm', minuteStep: 5, hideDisabledOptions: true }}
      format={PICKER_DATE_TIME}
      style={{ width: '100%' }}
      value={value ?? null}
      onChange={(v) => onChange?.(v)}
      disabledDate={rules.disabledDate}
      disabledTime={rules.disabledTime}
      placeholder="Selecciona fecha y hora"
    />
  );
}
