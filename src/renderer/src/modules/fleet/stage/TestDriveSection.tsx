import { lazy, Suspense, useState } from 'react';
import { Button, Flex, List, Typography } from 'antd';
import { CarOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { TestDrive } from './stageTypes';
import { stageQueries } from './queries';
import { StageSection } from './StageSection';
import { STAGE_TEXT } from './stageTexts';
import { formatDateTime } from '@shared/domain/dates';

const TestDriveModal = lazy(() => import('./TestDriveModal').then((m) => ({ default: m.TestDriveModal })));
const TestDriveEditModal = lazy(() => import('./TestDriveEditModal').then((m) => ({ default: m.TestDriveEditModal })));

/** 'Prueba de manejo' (spec part 2 §2): the scheduled test drives with their units, register and edit. */
export function TestDriveSection({ leadId, mayWork }: { leadId: number; mayWork: boolean }) {
  const drives = useQuery(stageQueries.testDrives(leadId));
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<TestDrive | null>(null);
  return (
    <StageSection
      title={STAGE_TEXT.testDrive}
      testId="stage-test-drive"
      actions={
        mayWork ? (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setRegistering(true)}>
            Registrar prueba
          </Button>
        ) : null
      }
    >
      {drives.data?.length ? (
        <List
          size="small"
          dataSource={drives.data}
          renderItem={(a) => (
            <List.Item
              data-testid="test-drive-item"
              actions={
                mayWork
                  ? [
                      <Button key="e" size="small" type="link" icon={<EditOutlined />} aria-label={`Editar ${a.title}`} onClick={() => setEditing(a)}>
                        Editar
                      </Button>,
                    ]
                  : undefined
              }
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  <CarOutlined /> {formatDateTime(a.date)} – {formatDateTime(a.endDate)}
                </Typography.Text>
                {a.LeadFleetActivityTestDriveUnits.map((u) => (
                  <Typography.Text key={u.id} type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                    {u.Product.name} {u.Product.version} · VIN {u.vin} · Placa {u.plate}
                  </Typography.Text>
                ))}
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{drives.isLoading ? 'Cargando...' : STAGE_TEXT.noTestDrives}</Typography.Text>
      )}
      <Suspense fallback={null}>
        {registering ? <TestDriveModal leadId={leadId} onClose={() => setRegistering(false)} /> : null}
        {editing ? <TestDriveEditModal leadId={leadId} activity={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </StageSection>
  );
}
