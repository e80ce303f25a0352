import Store from 'electron-store';
import { sessionFileOptions, settingsStoreOptions, type Settings } from './settingsStore';
import { shownNoticesFileOptions, type ShownNoticesData } from './shownNotices';
import { displayCredentialFileOptions } from './displayCredentialStore';
import { draftsFileOptions } from './draftStore';

// electron-store imports `electron`: only the app (index.ts's wiring) opens its files through it.

/** The 'settings' file in userData. `cwd` only for tests. */
export function openSettingsStore(options: { cwd?: string } = {}): Store<Settings> {
  return new Store<Settings>(settingsStoreOptions(options.cwd));
}

/** The 'session' file of the vault: only ever an encrypted blob (see sessionVault.ts). */
export function openSessionFile(options: { cwd?: string } = {}): Store<{ blob?: string }> {
  return new Store<{ blob?: string }>(sessionFileOptions(options.cwd));
}

/** The 'notifications' file: the notification ids main showed each user (see shownNotices.ts). */
export function openShownNoticesFile(options: { cwd?: string } = {}): Store<ShownNoticesData> {
  return new Store<ShownNoticesData>(shownNoticesFileOptions(options.cwd));
}

/** The display station's credential file: only ever an encrypted blob (see displayCredentialStore.ts). */
export function openDisplayCredentialFile(options: { cwd?: string } = {}): Store<{ blob?: string }> {
  return new Store<{ blob?: string }>(displayCredentialFileOptions(options.cwd));
}

/** The drafts and outbox file: only ever an encrypted blob (see draftStore.ts). */
export function openDraftsFile(options: { cwd?: string } = {}): Store<{ blob?: string }> {
  return new Store<{ blob?: string }>(draftsFileOptions(options.cwd));
}
