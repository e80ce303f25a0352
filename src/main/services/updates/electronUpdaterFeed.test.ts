import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateState } from '../../../shared/updates';
import { latestFileName, sha512Base64, startLocalUpdateFeed, type LocalUpdateFeed } from '../../testing/localUpdateFeed';
import { NodeDebUpdater, nodeAppAdapter, QUIET_LOGGER, type NodeAppAdapter } from '../../testing/nodeUpdater';
import { createUpdatePolicy } from './updatePolicy';
import type { UpdateSettings } from './updateSettings';

/**
 * The policy driving electron-updater's real DebUpdater against a generic feed served on
 * 127.0.0.1: its GenericProvider reads latest.yml, its executor downloads the file and checks the
 * sha512, DownloadedUpdateHelper keeps it, BaseUpdater installs it (the package manager's step is
 * recorded instead of run).
 */

const INSTALLER = Buffer.from('CRM Ventas 1.5.0 — paquete de prueba '.repeat(2000));

let dir: string;
let feed: LocalUpdateFeed;
let app: NodeAppAdapter;
let updater: NodeDebUpdater;
let settings: UpdateSettings;
let published: UpdateState[];

function policy(board = false) {
  return createUpdatePolicy({
    updater,
    currentVersion: '1.4.0',
    buildFeed: feed.url,
    readSettings: () => settings,
    isDisplayStation: () => false,
    isBoardShowing: () => board,
    publish: (state) => published.push(state),
    logger: QUIET_LOGGER,
  });
}

function pendingFiles(): string[] {
  const pending = path.join(dir, 'cache', 'crm-ventas-updater', 'pending');
  return fs.existsSync(pending) ? fs.readdirSync(pending) : [];
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-updater-'));
  feed = await startLocalUpdateFeed();
  app = nodeAppAdapter(dir, '1.4.0');
  updater = new NodeDebUpdater(app);
  settings = {};
  published = [];
});

afterEach(async () => {
  await feed.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('electron-updater against a local generic feed', () => {
  it('offers a newer version, downloads it with its sha512 verified, and installs it when the user restarts', async () => {
    feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER });
    const updates = policy();
    const state = await updates.check();
    expect(state.error).toBeUndefined();
    expect(state).toMatchObject({ enabled: true, status: 'ready', version: '1.5.0', channel: 'estable' });
    expect(published.map((s) => s.status)).toEqual(expect.arrayContaining(['checking', 'available', 'downloading', 'ready']));
    expect(feed.requests).toEqual([`/feed/estable/${latestFileName()}`, '/feed/estable/crm-ventas_1.5.0_amd64.deb']);
    // The kept file is the feed's, byte for byte, and the cache records the sha512 it was checked against.
    const kept = path.join(dir, 'cache', 'crm-ventas-updater', 'pending', 'crm-ventas_1.5.0_amd64.deb');
    expect(fs.readFileSync(kept).equals(INSTALLER)).toBe(true);
    const info = JSON.parse(fs.readFileSync(path.join(dir, 'cache', 'crm-ventas-updater', 'pending', 'update-info.json'), 'utf8')) as { sha512: string };
    expect(info.sha512).toBe(sha512Base64(INSTALLER));

    expect(updates.install()).toEqual({ started: true });
    expect(updater.installs).toEqual([{ installer: kept, isSilent: true, isForceRunAfter: true }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.calls).toEqual(['relaunch', 'quit']);
  });

  it('refuses a file whose sha512 does not match latest.yml: an error, nothing ready, nothing kept', async () => {
    feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER, sha512: sha512Base64(Buffer.from('otro archivo')) });
    const updates = policy();
    const state = await updates.check();
    expect(state.status).toBe('error');
    expect(state.error).toBe('La actualización descargada no pasó la verificación de integridad (sha512) y se descartó.');
    expect(published.some((s) => s.status === 'ready')).toBe(false);
    expect(feed.requests).toContain('/feed/estable/crm-ventas_1.5.0_amd64.deb');
    expect(pendingFiles().filter((name) => name.endsWith('.deb'))).toEqual([]);
    expect(updates.install()).toEqual({ started: false, reason: 'not-ready' });
    expect(updater.installs).toEqual([]);
  });

  it('the same version is no update; piloto reads its own folder', async () => {
    feed.publish('estable', { version: '1.4.0', file: 'crm-ventas_1.4.0_amd64.deb', content: INSTALLER });
    feed.publish('piloto', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER });
    const updates = policy();
    expect(await updates.check()).toMatchObject({ status: 'idle', channel: 'estable' });
    settings = { channel: 'piloto' };
    expect(await updates.check()).toMatchObject({ status: 'ready', channel: 'piloto', version: '1.5.0' });
    expect(feed.requests.filter((p) => p.endsWith('.yml'))).toEqual([`/feed/estable/${latestFileName()}`, `/feed/piloto/${latestFileName()}`]);
  });

  it('a downloaded update installs when the app quits, though the user never chose to restart', async () => {
    feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER });
    const updates = policy();
    await updates.check();
    updates.setDirty(true);
    expect(updates.install()).toEqual({ started: false, reason: 'dirty' });
    expect(updater.installs).toEqual([]);
    app.emitQuit(0);
    expect(updater.installs).toEqual([expect.objectContaining({ isSilent: true, isForceRunAfter: false })]);
  });

  it('a feed with no latest.yml for the channel is an error in Spanish', async () => {
    const updates = policy();
    const state = await updates.check();
    expect(state).toMatchObject({ status: 'error', error: 'El servidor de actualizaciones no tiene latest.yml para este canal.' });
  });
});
