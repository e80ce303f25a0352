import { describe, expect, it } from 'vitest';
import { createShownNotices, type ShownNoticesFile } from './shownNotices';

function fakeFile(initial?: unknown): ShownNoticesFile & { writes: number; data: Record<string, unknown> } {
  const data: Record<string, unknown> = initial === undefined ? {} : { users: initial };
  const file = {
    data,
    writes: 0,
    get: (key: 'users') => data[key],
    set: (key: 'users', value: unknown) => {
      file.writes += 1;
      data[key] = structuredClone(value);
    },
  };
  return file;
}

describe('what each user was shown', () => {
  it('is read back by the next start, per user', () => {
    const file = fakeFile();
    createShownNotices({ file }).remember(1, [10, 11]);
    const again = createShownNotices({ file });
    expect(again.unseen(1, [10, 11, 12])).toEqual([12]);
    expect(again.unseen(2, [10])).toEqual([10]);
  });

  it('keeps the newest ids of each user and the most recently notified users only', () => {
    let clock = 0;
    const file = fakeFile();
    const shown = createShownNotices({ file, perUser: 3, users: 2, now: () => ++clock });
    shown.remember(1, [1, 2, 3, 4]);
    expect(shown.unseen(1, [1, 2, 3, 4])).toEqual([1]);
    shown.remember(2, [9]);
    shown.remember(3, [9]);
    expect(Object.keys(file.data.users as object).sort()).toEqual(['2', '3']);
    expect(createShownNotices({ file }).unseen(1, [4])).toEqual([4]);
  });

  it('writes only when something new was shown, and survives a file it cannot read or write', () => {
    const file = fakeFile();
    const shown = createShownNotices({ file });
    shown.remember(1, []);
    expect(file.writes).toBe(0);

    const broken = createShownNotices({
      file: {
        get: () => 'garbage',
        set: () => {
          throw new Error('EROFS');
        },
      },
    });
    broken.remember(1, [5]);
    expect(broken.unseen(1, [5, 6])).toEqual([6]);
  });
});
