import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited (a crashed holder). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

function holderFile(dir: string, pid: number, host = os.hostname()): void {
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host }));
}

describe('lockDataDir', () => {
  it('refuses a directory a live process holds, naming that process, and leaves its lock alone', () => {
    const dir = tempDir();
    holderFile(dir, process.ppid);
    const before = fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(before);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('a second lock in the same process by another pid is refused until the first is released', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir, process.ppid)).toThrow(DataDirLockedError);
    first.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, process.ppid).release();
  });

  it('takes over the lock a crashed process left behind', () => {
    const dir = tempDir();
    holderFile(dir, deadPid());
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });

  it('takes over a half-written lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), '{"pi');
    lockDataDir(dir).release();
  });

  it('treats a lock from another host as held (its process cannot be checked from here)', () => {
    const dir = tempDir();
    holderFile(dir, deadPid(), 'otra-pc');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('release does not remove a lock another process has since taken over', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    holderFile(dir, process.ppid);
    lock.release();
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.ppid);
  });
});
