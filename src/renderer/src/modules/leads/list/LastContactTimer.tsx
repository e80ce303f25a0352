import { useState } from 'react';
import { Typography } from 'antd';
import { businessSecondsBetween, formatElapsed, timerColor, type AgencySchedule } from '@shared/domain/lastContact';
import { useNow } from './useNow';

// The spec's green, orange and red at WCAG AA on white (and on the table's hover grey).
const COLORS = { green: '#237804', orange: '#ad4e00', red: '#a8071a' } as const;

export interface LastContactTimerProps {
  /** A list row (lastContactBasis) or the lead detail (lastContact seconds). */
  lead: { lastContactAt: string | null; lastContactBasis?: string; lastContact?: number; createdAt: string };
  schedule: AgencySchedule | null | undefined;
}

/**
 * Business-hours time since the lead's last contact, ticking each second. From the last contact
 * instant when the API gives one; otherwise from its `lastContact` seconds at the time the row arrived.
 */
export function LastContactTimer({ lead, schedule }: LastContactTimerProps) {
  const now = useNow();
  const [arrivedAt] = useState(() => Date.now());
  const since = lead.lastContactAt ?? lead.lastContactBasis;
  const seconds = since
    ? businessSecondsBetween(Date.parse(since), now, schedule)
    : typeof lead.lastContact === 'number'
      ? lead.lastContact + businessSecondsBetween(arrivedAt, now, schedule)
      : businessSecondsBetween(Date.parse(lead.createdAt), now, schedule);
  const color = timerColor(seconds);
  return (
    <Typography.Text data-testid="last-contact-timer" data-color={color} style={{ color: COLORS[color], fontVariantNumeric: 'tabular-nums' }}>
      {formatElapsed(seconds)}
    </Typography.Text>
  );
}
