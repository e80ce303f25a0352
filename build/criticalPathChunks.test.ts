import { describe, expect, it } from 'vitest';
import { codeSplittingGroups, groupsFromSplit, type SplitChunk } from './criticalPathChunks';

const root = '/r';
const chunk = (fileName: string, facade: string | null, moduleIds: string[], imports: string[] = []): SplitChunk => ({
  fileName,
  facadeModuleId: facade ? `${root}/${facade}` : null,
  moduleIds,
  imports,
});

/** A default split: the page, the sign-in entry, the app entry, the list screen, another screen, a dialog. */
const split: SplitChunk[] = [
  chunk('main.js', 'index.html', ['/r/src/main.tsx'], ['react.js']),
  chunk('react.js', null, ['/nm/react/index.js', '/nm/react-dom/client.js']),
  chunk('loginEntry.js', 'src/login/loginEntry.tsx', ['/r/src/login/loginEntry.tsx'], ['react.js', 'button.js']),
  chunk('button.js', null, ['/nm/antd/button.js']),
  chunk('appEntry.js', 'src/app/appEntry.tsx', ['/r/src/app/appEntry.tsx'], ['react.js', 'button.js', 'menu.js', 'session.js']),
  chunk('menu.js', null, ['/nm/antd/menu.js']),
  chunk('session.js', null, ['/r/src/lib/session.tsx']),
  chunk('list.js', 'src/modules/leads/list/LeadsListPage.tsx', ['/r/src/modules/leads/list/LeadsListPage.tsx'], ['appEntry.js', 'table.js', 'menu.js']),
  chunk('table.js', null, ['/nm/antd/table.js', '/nm/antd/pagination.js']),
  chunk('agenda.js', 'src/modules/agenda/AgendaPage.tsx', ['/r/src/modules/agenda/AgendaPage.tsx'], ['appEntry.js', 'calendar.js', 'table.js']),
  chunk('calendar.js', null, ['/nm/antd/calendar.js']),
  chunk('dialog.js', 'src/modules/leads/list/CreateLeadModal.tsx', ['/r/src/modules/leads/list/CreateLeadModal.tsx'], ['steps.js']),
  chunk('steps.js', null, ['/nm/antd/steps.js']),
  chunk('empleos.js', 'empleos.html', ['/r/src/jobs/main.tsx'], ['react.js', 'typography.js']),
  chunk('typography.js', null, ['/nm/antd/typography.js']),
];

describe('grouping the start-up paths from the default split', () => {
  const groupOf = groupsFromSplit(split, root);

  it('puts each shared chunk in the first path that loads it', () => {
    expect(groupOf.get('/nm/antd/button.js')).toBe('login');
    expect(groupOf.get('/nm/antd/menu.js')).toBe('app');
    expect(groupOf.get('/r/src/lib/session.tsx')).toBe('app');
    expect(groupOf.get('/nm/antd/table.js')).toBe('list');
    expect(groupOf.get('/nm/antd/pagination.js')).toBe('list');
  });

  it('leaves entries, lazy targets, code off the start-up paths and the chunks another page loads to the default split', () => {
    for (const id of ['/nm/react/index.js', '/nm/react-dom/client.js', '/nm/antd/typography.js', '/r/src/jobs/main.tsx', '/r/src/main.tsx', '/r/src/login/loginEntry.tsx', '/r/src/app/appEntry.tsx', '/r/src/modules/leads/list/LeadsListPage.tsx', '/nm/antd/calendar.js', '/nm/antd/steps.js']) {
      expect(groupOf.has(id), id).toBe(false);
    }
  });

  it('gives rolldown one group a path, the sign-in path first, without following the module graph', () => {
    const groups = codeSplittingGroups(groupOf);
    expect(groups.map((g) => g.name)).toEqual(['login', 'app', 'list']);
    expect(groups[0]!.priority).toBeGreaterThan(groups[1]!.priority);
    expect(groups[1]!.priority).toBeGreaterThan(groups[2]!.priority);
    expect(groups.every((g) => g.includeDependenciesRecursively === false)).toBe(true);
    expect(groups[2]!.test('/nm/antd/table.js')).toBe(true);
    expect(groups[0]!.test('/nm/antd/table.js')).toBe(false);
  });

  it('fails the build when a start-up entry is gone from it', () => {
    expect(() => groupsFromSplit(split.filter((c) => c.fileName !== 'list.js'), root)).toThrow(/LeadsListPage\.tsx/);
  });
});
