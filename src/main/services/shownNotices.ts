import type { Options } from 'electron-store';

/** One user's shown notification ids, newest last, and when that user last had a new one. */
export interface ShownByUser {
  at: number;
  ids: number[];
}

export interface ShownNoticesData {
  users?: Record<string, ShownByUser>;
}

/** The part of the 'notifications' file (electron-store / conf) the memory uses; a fake in tests. */
export interface ShownNoticesFile {
  get(key: 'users'): unknown;
  set(key: 'users', value: Record<string, ShownByUser>): void;
}

export interface ShownNotices {
  /** Of `ids`, those never shown to `userId` (on this workstation). */
  unseen(userId: number, ids: readonly number[]): number[];
  /** Marks `ids` shown to `userId`, in memory and in the file. */
  remember(userId: number, ids: readonly number[]): void;
}

export interface ShownNoticesOptions {
  file?: ShownNoticesFile;
  /** Ids kept per user: the bell lists 50 unread, and a read one never comes back. */
  perUser?: number;
  /** Users kept: a shared reception PC sees a few; the least recently notified go first. */
  users?: number;
  now?: () => number;
}

/**
 * What main showed each user, kept across restarts in the 'notifications' file, so a start or a
 * sign-in does not show the same unread notices again. Bounded: `perUser` ids for `users` users.
 * Without a file (it could not be opened) it remembers for this run only.
 */
export function createShownNotices({ file, perUser = 500, users = 20, now = Date.now }: ShownNoticesOptions = {}): ShownNotices {
  const byUser = new Map<string, ShownByUser>();
  const stored = file?.get('users');
  if (stored && typeof stored === 'object') {
    for (const [user, entry] of Object.entries(stored as Record<string, ShownByUser>)) {
      if (entry && Array.isArray(entry.ids)) byUser.set(user, { at: Number(entry.at) || 0, ids: entry.ids.filter(Number.isInteger) });
    }
  }
  const sets = new Map<string, Set<number>>();
  const setOf = (user: string) => {
    let set = sets.get(user);
    if (!set) sets.set(user, (set = new Set(byUser.get(user)?.ids ?? [])));
    return set;
  };

  return {
    unseen(userId, ids) {
      const set = setOf(String(userId));
      return ids.filter((id) => !set.has(id));
    },
    remember(userId, ids) {
      if (!ids.length) return;
      const user = String(userId);
      const set = setOf(user);
      for (const id of ids) set.add(id);
      while (set.size > perUser) set.delete(set.values().next().value!);
      byUser.set(user, { at: now(), ids: [...set] });
      if (byUser.size > users) {
        const oldest = [...byUser.entries()].sort((a, b) => a[1].at - b[1].at).slice(0, byUser.size - users);
        for (const [gone] of oldest) {
          byUser.delete(gone);
          sets.delete(gone);
        }
      }
      try {
        file?.set('users', Object.fromEntries(byUser));
      } catch {
        // A read-only or full disk: the memory still holds for this run.
      }
    },
  };
}

const shownSchema = {
  users: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: { at: { type: 'number' }, ids: { type: 'array', items: { type: 'integer' }, maxItems: 5000 } },
      required: ['at', 'ids'],
    },
  },
} as const;

/** The 'notifications' file's options (electron-store's; the desktop harness opens it with conf). */
export function shownNoticesFileOptions(cwd?: string): Options<ShownNoticesData> {
  return { name: 'notifications', schema: shownSchema as Options<ShownNoticesData>['schema'], clearInvalidConfig: true, ...(cwd ? { cwd } : {}) };
}
