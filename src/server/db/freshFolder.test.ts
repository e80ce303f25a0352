import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './dataDirLock';
import { isFreshFolder } from './freshFolder';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-fresh-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('isFreshFolder', () => {
  it('is true for memory, a missing folder, an empty one and one holding only the lock; false once a cluster is there', () => {
    expect(isFreshFolder('memory://')).toBe(true);
    expect(isFreshFolder(path.join(root, 'missing'))).toBe(true);
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir);
    expect(isFreshFolder(dir)).toBe(true);
    fs.writeFileSync(path.join(dir, LOCK_FILE), '123');
    expect(isFreshFolder(dir)).toBe(true);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    expect(isFreshFolder(dir)).toBe(false);
  });
});
