import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import type { AgendaItem } from './queries';

export interface AgendaCardProps {
  item: AgendaItem;
  compact?: boolean;
}

/** One appointment in the agenda, with 'Ver cliente' to its lead. */
export function AgendaCard({ item, compact }: AgendaCardProps) {
  const time = dayjs(item.date).tz().format('HH:mm');
  if (compact) {
    return (
      <div data-testid="agenda-item" style={{ fontSize: 12, lineHeight: 1.3, padding: '2px 4px', borderLeft: '3px solid #1677ff', marginBottom: 2 }}>
        <strong>{time}</strong> {item.clientName} <Link className="crm-inline-link" to={`/sells/leads/${item.LeadId}`}>Ver cliente</Link>
      </div>
    );
  }
  return (
    <Card size="small" data-testid="agenda-item" style={{ marginBottom: 8 }}>
      <Typography.Text strong>{time}</Typography.Text> · <Typography.Text>{item.type}</Typography.Text>
      <div>{item.clientName}</div>
      {item.productName && <Typography.Text type="secondary">{item.productName}</Typography.Text>}
      <div>
        <Typography.Text type="secondary">
          {item.agencyName}
          {item.userName ? ` · ${item.userName}` : ''}
        </Typography.Text>
      </div>
      <Link className="crm-inline-link" to={`/sells/leads/${item.LeadId}`}>Ver cliente</Link>
    </Card>
  );
}
