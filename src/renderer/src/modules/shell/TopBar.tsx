import { Button, Flex, Layout, Tooltip } from 'antd';
import { CalendarOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { HELP_BOARD_URL } from '@shared/domain/menu';
import { canAccessPath } from '@shared/domain/areas';
import { bridge } from '../../lib/bridge';
import { useSignedIn } from '../../lib/session';
import { NotificationBell } from './NotificationBell';

export function TopBar() {
  const navigate = useNavigate();
  const { role } = useSignedIn();
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0', height: 56, lineHeight: '56px' }}>
      <Flex justify="flex-end" align="center" gap={8} style={{ height: '100%' }}>
        <NotificationBell />
        {canAccessPath(role, '/sells/agenda') && (
          <Tooltip title="Mi Agenda">
            <Button type="text" aria-label="Agenda" icon={<CalendarOutlined />} onClick={() => navigate('/sells/agenda')} />
          </Tooltip>
        )}
        <Tooltip title="Tablero de ayuda">
          <Button type="text" aria-label="Tablero de ayuda" icon={<QuestionCircleOutlined />} onClick={() => void bridge['external:open']({ url: HELP_BOARD_URL })} />
        </Tooltip>
      </Flex>
    </Layout.Header>
  );
}
