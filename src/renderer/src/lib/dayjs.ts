import dayjs from 'dayjs';
import 'dayjs/locale/es';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import isoWeek from 'dayjs/plugin/isoWeek';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';

export function setupDayjs(): void {
  dayjs.extend(utc);
  dayjs.extend(timezone);
  dayjs.extend(isoWeek);
  dayjs.extend(customParseFormat);
  dayjs.locale('es');
  dayjs.tz.setDefault(AGENCY_TIME_ZONE);
}
