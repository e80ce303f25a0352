import { useMemo, useState } from 'react';
import { Descriptions, Empty, Flex, Input, Select, Tag, Timeline, Typography } from 'antd';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { APPOINTMENT_STATUS_LABELS, LEAD_PHASE_LABELS, type AppointmentStatus, type LeadPhase } from '@shared/domain/phases';
import { dateTime } from '../format';
import type { Lead } from '../types';
import { filterHistory, HISTORY_TYPES, leadHistory, type HistoryFilter } from './leadHistory';
import { SEARCH_BUTTON } from '../../../ui/SearchBox';
import { can } from '@shared/domain/permissions';
import { useSignedIn } from '../../../lib/session';
import { MergeUndoBar } from './MergeUndoBar';

const fmt = {
  date: dateTime,
  phase: (s: string) => LEAD_PHASE_LABELS[s as LeadPhase] ?? s,
  status: (s: string) => APPOINTMENT_STATUS_LABELS[s as AppointmentStatus] ?? s,
};

/** History: free text on comments, type (8 incl. Todos), date; newest first. */
export function LeadHistoryTab({ lead }: { lead: Lead }) {
  const [filter, setFilter] = useState<HistoryFilter>({ text: '', type: 'ALL', date: null });
  const [day, setDay] = useState<Dayjs | null>(null);
  const entries = useMemo(() => leadHistory(lead, fmt), [lead]);
  const shown = filterHistory(entries, filter, (iso) => dayjs(iso).format('YYYY-MM-DD'));
  const { role } = useSignedIn();
  return (
    <Flex vertical gap={12}>
      {can(role, 'duplicates:manage') && <MergeUndoBar leadId={lead.id} />}
      <Flex gap={8} wrap>
        <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar"
          allowClear
          placeholder="Buscar en comentarios"
          style={{ width: 220 }}
          onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
        />
        <Select
          aria-label="Tipo"
          style={{ width: 220 }}
          value={filter.type}
          onChange={(type) => setFilter((f) => ({ ...f, type }))}
          options={Object.entries(HISTORY_TYPES).map(([value, label]) => ({ value: value as HistoryFilter['type'], label }))}
        />
        <TypedDatePicker
          value={day}
          onChange={(d) => {
            setDay(d);
            setFilter((f) => ({ ...f, date: d ? d.format('YYYY-MM-DD') : null }));
          }}
        />
      </Flex>
      {shown.length === 0 ? (
        <Empty description="Sin registros" />
      ) : (
        <Timeline
          items={shown.map((e) => ({
            key: e.key,
            children: (
              <div data-testid="history-entry" data-type={e.type}>
                <Flex gap={8} align="center">
                  <Tag color="blue">{HISTORY_TYPES[e.type]}</Tag>
                  <Typography.Text type="secondary">{dateTime(e.createdAt)}</Typography.Text>
                </Flex>
                <Descriptions size="small" column={1} style={{ marginTop: 4 }}>
                  {e.fields.map(([label, value]) => (
                    <Descriptions.Item key={label} label={label}>
                      {value}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
                {e.comments ? <Typography.Paragraph style={{ marginBottom: 0 }}>{e.comments}</Typography.Paragraph> : null}
              </div>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
