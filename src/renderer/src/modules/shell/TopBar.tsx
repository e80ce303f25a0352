import { lazy, Suspense, useState } from 'react';
import { Button, Dropdown, Flex, Layout, Tooltip } from 'antd';
import { CalendarOutlined, MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { HELP_BOARD_URL } from '@shared/domain/menu';
import { canOpenPath } from '@shared/domain/screenAccess';
import { bridge } from '../../lib/bridge';
import { useSignedIn } from '../../lib/session';
import { NotificationBell } from './NotificationBell';
import { PaletteHost } from '../palette/PaletteHost';

// After the first screen (its chunk holds the outbox): it loads the user's pending saves and sends them.
const OutboxIndicator = lazy(async () => ({ default: (await import('../../lib/offline/OutboxIndicator')).OutboxIndicator }));
// Off the shell's start-up path: loads when 'Ayuda → Diagnóstico' is chosen.
const DiagnosticsModal = lazy(async () => ({ default: (await import('./DiagnosticsModal')).DiagnosticsModal }));

export interface TopBarProps {
  /** False for the first frame: the bell, agenda and help buttons come right after it. */
  widgets?: boolean;
  menuOpen: boolean;
  onToggleMenu(): void;
}

/** Menu toggle on the left; search (Ctrl+K), bell, agenda and help on the right. Icon buttons carry Spanish names. */
export function TopBar({ widgets = true, menuOpen, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const { role, user } = useSignedIn();
  const [diagnostics, setDiagnostics] = useState(false);
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 12px', borderBottom: '1px solid #f0f0f0', height: 56, lineHeight: '56px', position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex justify="space-between" align="center" gap={8} style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label="Menú"
          aria-expanded={menuOpen}
          data-testid="menu-toggle"
          icon={menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
          onClick={onToggleMenu}
        />
        {widgets && (
          <Flex align="center" gap={8}>
            <Suspense fallback={null}>
              <OutboxIndicator userId={user.id} />
            </Suspense>
            <PaletteHost role={role} />
            <NotificationBell />
            {canOpenPath(role, '/sells/agenda') && (
              <Tooltip title="Mi Agenda">
                <Button type="text" aria-label="Agenda" icon={<CalendarOutlined aria-hidden />} onClick={() => navigate('/sells/agenda')} />
              </Tooltip>
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'board', label: 'Tablero de ayuda', onClick: () => void bridge['external:open']({ url: HELP_BOARD_URL }) },
                  { key: 'diagnostics', label: 'Diagnóstico', onClick: () => setDiagnostics(true) },
                ],
              }}
            >
              <Button type="text" aria-label="Ayuda" title="Ayuda" icon={<QuestionCircleOutlined aria-hidden />} />
            </Dropdown>
            {diagnostics && (
              <Suspense fallback={null}>
                <DiagnosticsModal open onClose={() => setDiagnostics(false)} />
              </Suspense>
            )}
          </Flex>
        )}
      </Flex>
    </Layout.Header>
  );
}
