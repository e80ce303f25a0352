import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { AccessDeniedNotice } from './AccessDeniedNotice';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { isDesktop } from '../../lib/bridge';
import { MENU_FOLDED_BELOW, useMenuCollapsed } from './useMenuCollapsed';
import { SkipLink } from '../../ui/SkipLink';
import { VersionLabel } from '../../ui/VersionLabel';

/** The screen's own region, where 'Saltar al contenido' lands. */
const CONTENT_ID = 'contenido';

// Loaded after the shell, not with it: the leads list's first row stays within its bundle budget.
const UpdateBanner = lazy(async () => ({ default: (await import('../updates/UpdateBanner')).UpdateBanner }));
// Downloads are main's (desktop only): a browser never receives 'download:done'.
const DownloadNotices = lazy(async () => ({ default: (await import('./DownloadNotices')).DownloadNotices }));

/**
 * The signed-in frame: side menu, top bar, the screen. From 992 px (antd's lg) the menu is a side
 * column; from 1200 px its folded state is remembered, between the two it starts folded (useMenuCollapsed);
 * below 992 px the menu is a drawer, closed on every load and after each navigation, so it never
 * takes the content's width.
 */
export function AppShell() {
  const screens = Grid.useBreakpoint();
  // Before the first measure useBreakpoint is empty: judge by the window so a phone never flashes the column.
  const desktop = screens.lg ?? window.innerWidth >= 992;
  const [collapsed, setCollapsed] = useMenuCollapsed(!(screens.xl ?? window.innerWidth >= MENU_FOLDED_BELOW));
  // The drawer is open for the path it was opened on: navigating closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === pathname;
  const setDrawerOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  // The menu and the bar's widgets render just after the first frame: that frame holds the screen
  // (the list's first rows) and the frame's places for them, so it paints sooner without moving anything.
  const chrome = useDeferredValue(true, false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink target={CONTENT_ID} />
      {desktop ? (
        <Layout.Sider
          width={270}
          theme="light"
          collapsible
          collapsed={collapsed}
          collapsedWidth={72}
          onCollapse={setCollapsed}
          trigger={null}
          style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}
        >
          {chrome && <SideMenu collapsed={collapsed} />}
        </Layout.Sider>
      ) : (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
          closable={false}
          styles={{ body: { padding: 0 } }}
          title={null}
          aria-label="Menú principal"
        >
          <SideMenu collapsed={false} />
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <TopBar
          widgets={chrome}
          menuOpen={desktop ? !collapsed : drawerOpen}
          onToggleMenu={() => (desktop ? setCollapsed(!collapsed) : setDrawerOpen(!drawerOpen))}
        />
        <Layout.Content id={CONTENT_ID} tabIndex={-1} style={{ padding: screens.md ? 24 : 8, minWidth: 0, outline: 'none' }}>
          <AccessDeniedNotice />
          <Suspense fallback={null}>
            <UpdateBanner />
          </Suspense>
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
          {isDesktop && (
            <Suspense fallback={null}>
              <DownloadNotices />
            </Suspense>
          )}
        </Layout.Content>
        {/* Spec part 1 §1: the version bottom right, in the page's own foot: it covers no content. */}
        <Layout.Footer style={{ padding: '0 24px 8px', background: 'transparent', display: 'flex', justifyContent: 'flex-end' }}>
          <VersionLabel />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
