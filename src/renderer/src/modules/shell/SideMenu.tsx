import { Avatar, Button, Divider, Flex, Menu, Select, Typography, type MenuProps } from 'antd';
import { ExportOutlined, InfoCircleOutlined, LogoutOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuFor, POSTVENTA_URL, showsPostventa, type MenuItem } from '@shared/domain/menu';
import { bridge } from '../../lib/bridge';
import { useSignedIn } from '../../lib/session';
import { confirmSignOut } from '../../lib/offline/confirmSignOut';

export interface SideMenuProps {
  collapsed: boolean;
}

type AntItem = Required<MenuProps>['items'][number];

function toItems(items: MenuItem[], openHelp: (url: string) => void): AntItem[] {
  return items.map((item) => {
    const label = (
      <Flex justify="space-between" align="center" gap={4}>
        <span>{item.label}</span>
        {item.infoUrl && (
          // Not part of the item's name ('Ventas', not 'Ventas Ayuda Ventas'): a pointer shortcut;
          // keyboard and screen-reader users reach the same help from the top bar's 'Ayuda' button.
          <InfoCircleOutlined
            aria-hidden
            title={`Ayuda de ${item.label}`}
            onClick={(e) => {
              e.stopPropagation();
              openHelp(item.infoUrl!);
            }}
          />
        )}
      </Flex>
    );
    return item.children
      ? { key: item.key, label, children: toItems([...item.children], openHelp) }
      : { key: item.route ?? item.key, label };
  });
}

export function SideMenu({ collapsed }: SideMenuProps) {
  const { user, role, agencyId, setAgencyId, signOut } = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const openHelp = (url: string) => void bridge['external:open']({ url });
  const items = toItems(menuFor(role), openHelp);
  // Open the group that holds the current screen; the rest stay folded.
  const groups = menuFor(role)
    .filter((i) => i.children?.some((c) => c.route && (location.pathname === c.route || location.pathname.startsWith(`${c.route}/`))))
    .map((i) => i.key);

  return (
    <Flex vertical style={{ height: '100%' }} data-testid="side-menu">
      <Flex vertical align={collapsed ? 'center' : 'flex-start'} style={{ padding: 16 }} gap={4}>
        <Avatar size={collapsed ? 32 : 48} icon={<UserOutlined />} style={{ background: '#0b3d6e' }} />
        {!collapsed && (
          <>
            <Typography.Text strong data-testid="user-name">
              {user.firstAndLastName}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {user.email}
            </Typography.Text>
            <Select
              aria-label="Agencia"
              data-testid="agency-selector"
              size="small"
              style={{ width: '100%', marginTop: 8 }}
              value={agencyId}
              options={user.Agencies.map((a) => ({ value: a.id, label: a.name }))}
              onChange={(id: number) => setAgencyId(id)}
            />
          </>
        )}
      </Flex>
      <Divider style={{ margin: 0 }} />
      <nav aria-label="Menú principal" style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 0 }}
        items={items}
        selectedKeys={[location.pathname]}
        defaultOpenKeys={collapsed ? [] : groups}
        onClick={({ key }) => key.startsWith('/') && navigate(key)}
      />
      </nav>
      <Divider style={{ margin: 0 }} />
      <Flex vertical style={{ padding: 12 }} gap={4}>
        {showsPostventa(role) && (
          <Button type="text" icon={<ToolOutlined />} onClick={() => void bridge['external:open']({ url: POSTVENTA_URL })} style={{ justifyContent: 'flex-start' }}>
            {!collapsed && (
              <>
                Postventa <ExportOutlined />
              </>
            )}
          </Button>
        )}
        <Button type="text" danger icon={<LogoutOutlined />} onClick={() => confirmSignOut(signOut)} style={{ justifyContent: 'flex-start' }}>
          {!collapsed && 'Cerrar sesión'}
        </Button>
      </Flex>
    </Flex>
  );
}
