import { useSyncExternalStore } from 'react';
import { Flex, Tag, Tooltip } from 'antd';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { outbox } from './outbox';

export interface PendingStripProps {
  /** The outbox places shown here: 'lead' on the leads list, 'activity:42' and 'appointment:42' on lead 42. */
  places: readonly string[];
}

/** The saves waiting in the outbox, marked where their records will appear once sent. */
export function PendingStrip({ places }: PendingStripProps) {
  const items = useSyncExternalStore(outbox.subscribe, outbox.snapshot).filter((i) => places.includes(i.place));
  if (!items.length) return null;
  return (
    <Flex wrap gap={6} style={{ marginBottom: 8 }} data-testid="pending-strip">
      {items.map((item) =>
        item.status === 'pending' ? (
          <Tag key={item.key} color="gold">
            {OFFLINE_MSG.pending}: {item.label}
          </Tag>
        ) : (
          <Tooltip key={item.key} title={item.message}>
            <Tag color="red">
              {OFFLINE_MSG.needsAttention}: {item.label}
            </Tag>
          </Tooltip>
        ),
      )}
    </Flex>
  );
}
