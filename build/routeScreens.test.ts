import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRouteScreens, ROUTE_TABLE } from './routeScreens';

const rendererRoot = path.resolve(import.meta.dirname, '../src/renderer');
const resolveIn = (dir: string) => (specifier: string) => {
  const base = path.resolve(dir, specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  return found && path.relative(rendererRoot, found);
};

describe('route screens read from the route table', () => {
  it('pairs each path with its screen module, in order, across lines, skipping routes without a screen', () => {
    const source = `[
      { path: '/a', title: 'A', element: screen(() => import('../x/A'), 'A') },
      { path: '/todo', title: 'Todo' },
      {
        path: '/b/:id',
        title: 'B',
        element: screen(() => import('../x/B'), 'B'),
      },
      { path: '/c', title: 'C', element: <Navigate to="/a" replace /> },
    ]`;
    expect(parseRouteScreens(source, (s) => `src/${s.slice(3)}.tsx`)).toEqual([
      { path: '/a', key: 'src/x/A.tsx' },
      { path: '/b/:id', key: 'src/x/B.tsx' },
    ]);
  });

  it("keeps a route's preload chunk, and only its own", () => {
    const source = `[
      { path: '/d', title: 'D', element: screen(() => import('../x/D'), 'D'), preload: () => import('../x/DCharts') },
      { path: '/e', title: 'E', element: screen(() => import('../x/E'), 'E') },
    ]`;
    expect(parseRouteScreens(source, (s) => `src/${s.slice(3)}.tsx`)).toEqual([
      { path: '/d', key: 'src/x/D.tsx', preload: 'src/x/DCharts.tsx' },
      { path: '/e', key: 'src/x/E.tsx' },
    ]);
    expect(() => parseRouteScreens(`{ path: '/d', element: screen(() => import('../x/D'), 'D'), preload: () => import('../nope') }`, (s) => (s.includes('nope') ? undefined : 'src/x/D.tsx'))).toThrow(/preload/);
  });

  it('fails on a screen module that does not exist', () => {
    expect(() => parseRouteScreens(`{ path: '/a', element: screen(() => import('../nope'), 'A') }`, () => undefined)).toThrow(/\/a/);
  });

  it("finds every screen of the app's route table", () => {
    const file = path.join(rendererRoot, ROUTE_TABLE);
    const source = fs.readFileSync(file, 'utf8');
    const screens = parseRouteScreens(source, resolveIn(path.dirname(file)));
    // Every `screen(() => import(…))` of a route entry is found (the doc comment's `<Screen>` example aside).
    expect(screens.length).toBe([...source.matchAll(/screen\(\s*\(\)\s*=>\s*import\('[^'<]+'\)/g)].length);
    expect(screens).toContainEqual({ path: '/sells/leads', key: 'src/modules/leads/list/LeadsListPage.tsx' });
    expect(screens).toContainEqual({ path: '/sells/leads/:leadId', key: 'src/modules/leads/detail/LeadDetailPage.tsx' });
    expect(screens.findIndex((s) => s.path === '/admin/agencies/create')).toBeLessThan(screens.findIndex((s) => s.path === '/admin/agencies/:agencyId'));
  });
});
