import { useState } from 'react';
import { Grid, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The signed-in frame: side menu, top bar, the screen. */
export function AppShell() {
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={270}
        theme="light"
        collapsible
        collapsed={collapsed}
        collapsedWidth={screens.md ? 72 : 0}
        onCollapse={setCollapsed}
        style={{ borderRight: '1px solid #f0f0f0' }}
      >
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <TopBar />
        <Layout.Content style={{ padding: screens.md ? 24 : 12 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
