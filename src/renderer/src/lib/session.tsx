import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useQueryClient } from '@tanstack/react-query';
import { USER_ACTION_LOGIN, USER_ACTION_LOGOUT } from '@shared/domain/constants';
import { isRole, type Role } from '@shared/domain/roles';
import type { UserDetail } from '@shared/schemas/userDetail';
import { userRoutes } from '@shared/contracts/userContracts';
import { ApiError } from './apiClient';
import { call, callData } from './apiCall';
import { isUnreachable } from './offline/connectivity';
import { bridge } from './bridge';
import { requestContext } from './requestContext';

export interface SessionValue {
  status: 'loading' | 'signedOut' | 'signedIn';
  /** True right after the user chose 'Cerrar sesión': the guard sends them to a plain login. */
  loggedOut: boolean;
  user?: UserDetail;
  role?: Role;
  agencyId?: number;
  setAgencyId(id: number): void;
  /** Re-reads the session after a sign-in; records the login action (1) when asked. */
  refresh(options?: { recordLogin?: boolean }): Promise<UserDetail | undefined>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);
const agencyKey = (userId: number) => `crm-agency:${userId}`;
/** The signed-in user as last loaded, kept in the session vault (cleared with it at sign-out). */
const USER_KEY = 'crm-user';

async function cachedUser(id: number): Promise<UserDetail | undefined> {
  try {
    const text = await bridge['vault:get']({ key: USER_KEY });
    const user = text ? (JSON.parse(text) as UserDetail) : undefined;
    return user?.id === id && Array.isArray(user.Agencies) && user.UserRole ? user : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the loaded user for the next start; a window without a writable vault (the waiting-list kiosk) just does not. */
function keepUser(user: UserDetail): void {
  try {
    void bridge['vault:set']({ key: USER_KEY, value: JSON.stringify(user) }).catch(() => undefined);
  } catch {
    // The kiosk's bridge has no 'vault:set'.
  }
}

/** Set by the light sign-in entry: the app it hands over to records the login action (1). */
let loginToRecord = false;
export function recordLoginOnFirstLoad(): void {
  loginToRecord = true;
}

async function currentUserId(): Promise<number | undefined> {
  try {
    const session = await fetchAuthSession();
    const id = Number(session.tokens?.idToken?.payload['custom:userId']);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The agency a user works in: the one chosen last on this machine if still theirs, else their first. */
export function agencyOf(user: UserDetail): number | undefined {
  const stored = Number(localStorage.getItem(agencyKey(user.id)));
  return user.Agencies.some((a) => a.id === stored) ? stored : user.Agencies[0]?.id;
}

export interface KeptSession {
  /** The signed-in user's id from the stored token, if any. */
  id?: number;
  /** The user as kept from the last load (same id), if any. */
  user?: UserDetail;
}

let startup: Promise<KeptSession> | undefined;
/**
 * The session found at start-up (token's user id, kept user), read once: the app's entry starts it
 * to prefetch the screen's data (app/prefetchRoute.ts) and the session's first check uses the same answer.
 */
export function keptSession(): Promise<KeptSession> {
  return (startup ??= (async () => {
    const id = await currentUserId();
    return { id, user: id ? await cachedUser(id) : undefined };
  })());
}

/** A workstation set up as the waiting-list display opens its board once signed in (once per run). */
let stationHandled = false;
async function openWaitingListIfStation(agencyId: number | undefined): Promise<void> {
  if (stationHandled) return;
  stationHandled = true;
  const info = await bridge['app:info'](undefined).catch(() => undefined);
  const target = info?.waitingListAgencyId ?? agencyId;
  if (info?.stationMode === 'waiting-list' && target) await bridge['kiosk:open']({ agencyId: target }).catch(() => undefined);
}

/**
 * `firstScreen`: settles once the start-up path's screen code and first data are there, or after a
 * while (app/appEntry.tsx). The first signed-in render waits for it: a screen rendered before its
 * code shows its Suspense spinner, and React then holds the screen back at least 300 ms after that
 * spinner appeared (its throttle of revealed Suspense content); rendered before its data, it
 * renders twice.
 */
export function SessionProvider({ children, firstScreen }: { children: ReactNode; firstScreen?: Promise<unknown> }) {
  const queryClient = useQueryClient();
  const firstCheck = useRef(true);
  const [status, setStatus] = useState<SessionValue['status']>('loading');
  const [user, setUser] = useState<UserDetail>();
  const [agencyId, setAgency] = useState<number>();
  const [loggedOut, setLoggedOut] = useState(false);

  const apply = useCallback((loaded: UserDetail) => {
    const chosen = agencyOf(loaded);
    requestContext.agencyId = chosen;
    setAgency(chosen);
    setUser(loaded);
    setLoggedOut(false);
    setStatus('signedIn');
    return chosen;
  }, []);

  const refresh = useCallback(
    async (options?: { recordLogin?: boolean }) => {
      const recordLogin = options?.recordLogin || loginToRecord;
      loginToRecord = false;
      // The first check at start-up uses what the entry already read; later ones (after a sign-in) read again.
      const first = firstCheck.current;
      firstCheck.current = false;
      const kept = first && !recordLogin ? await keptSession() : { id: await currentUserId() };
      const id = kept.id;
      if (!id) {
        setStatus('signedOut');
        setUser(undefined);
        return undefined;
      }
      requestContext.userId = id;
      const load = async () => {
        const loaded = await callData(userRoutes.detail, { params: { id } });
        keepUser(loaded);
        return loaded;
      };
      const fail = (error: unknown) => {
        // The spec: a failed user load is only logged; the user is sent to sign in again.
        console.error(error);
        setUser(undefined);
        setStatus('signedOut');
        return undefined;
      };
      // A returning user's screen starts at once with the user kept from the last load; the fresh
      // copy replaces it when it comes (and a disabled user is signed out then).
      const cached = recordLogin ? undefined : first ? kept.user : await cachedUser(id);
      if (cached) {
        // The fresh copy is asked for now, with the headers the kept user gives (as apply sets them).
        requestContext.agencyId = agencyOf(cached);
        const fresh = load();
        fresh.catch(() => undefined); // handled below, once applied
        // The screen's code is there before the first signed-in render (see firstScreen), so the
        // shell and the screen show in one step, without the screen's own spinner in between.
        if (first) await firstScreen;
        const chosen = apply(cached);
        void openWaitingListIfStation(chosen);
        // Unreachable API: the kept user stays signed in and the screens show their kept reads (offline/readCache).
        void fresh.then(apply, (error: unknown) => (error instanceof ApiError && isUnreachable(error.status) ? undefined : fail(error)));
        return cached;
      }
      try {
        const [loaded] = await Promise.all([load(), first ? firstScreen : undefined]);
        const chosen = apply(loaded);
        if (recordLogin) await call(userRoutes.sessionAction, { body: { data: id, action: USER_ACTION_LOGIN } }).catch(() => undefined);
        void openWaitingListIfStation(chosen);
        return loaded;
      } catch (error) {
        return fail(error);
      }
    },
    [apply, firstScreen],
  );

  useEffect(() => {
    // refresh() reads the token store (async) before it sets any state: no synchronous cascade.
    void refresh();
  }, [refresh]);

  const setAgencyId = useCallback(
    (id: number) => {
      if (!user?.Agencies.some((a) => a.id === id)) return;
      localStorage.setItem(agencyKey(user.id), String(id));
      requestContext.agencyId = id;
      setAgency(id);
      // Everything on screen belongs to the agency that was selected: fetch it again.
      void queryClient.invalidateQueries();
    },
    [user, queryClient],
  );

  const signOut = useCallback(async () => {
    if (user) await call(userRoutes.sessionAction, { body: { data: user.id, action: USER_ACTION_LOGOUT } }).catch(() => undefined);
    await amplifySignOut().catch(() => undefined);
    await bridge['vault:clear'](undefined).catch(() => undefined);
    requestContext.agencyId = undefined;
    requestContext.userId = undefined;
    queryClient.clear();
    await import('./offline/readCache').then((m) => m.clearReadCache()).catch(() => undefined);
    setUser(undefined);
    setLoggedOut(true);
    setStatus('signedOut');
  }, [user, queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      loggedOut,
      user,
      role: user && isRole(user.UserRole.slug) ? user.UserRole.slug : undefined,
      agencyId,
      setAgencyId,
      refresh,
      signOut,
    }),
    [status, loggedOut, user, agencyId, setAgencyId, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** For screens behind the guard: the user, role and agency are there. */
export function useSignedIn(): Required<Pick<SessionValue, 'user' | 'role' | 'agencyId'>> & SessionValue {
  const value = useSession();
  if (!value.user || !value.role || value.agencyId === undefined) throw new Error('useSignedIn outside a signed-in route');
  return value as Required<Pick<SessionValue, 'user' | 'role' | 'agencyId'>> & SessionValue;
}
