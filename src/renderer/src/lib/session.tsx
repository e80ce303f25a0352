import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useQueryClient } from '@tanstack/react-query';
import { USER_ACTION_LOGIN, USER_ACTION_LOGOUT } from '@shared/domain/constants';
import { isRole, type Role } from '@shared/domain/roles';
import type { UserDetail } from '@shared/schemas/userDetail';
import { api, getData } from './apiClient';
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

/** A workstation set up as the waiting-list display opens its board once signed in (once per run). */
let stationHandled = false;
async function openWaitingListIfStation(agencyId: number | undefined): Promise<void> {
  if (stationHandled) return;
  stationHandled = true;
  const info = await bridge['app:info'](undefined).catch(() => undefined);
  const target = info?.waitingListAgencyId ?? agencyId;
  if (info?.stationMode === 'waiting-list' && target) await bridge['kiosk:open']({ agencyId: target }).catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionValue['status']>('loading');
  const [user, setUser] = useState<UserDetail>();
  const [agencyId, setAgency] = useState<number>();
  const [loggedOut, setLoggedOut] = useState(false);

  const apply = useCallback((loaded: UserDetail) => {
    const stored = Number(localStorage.getItem(agencyKey(loaded.id)));
    const chosen = loaded.Agencies.some((a) => a.id === stored) ? stored : loaded.Agencies[0]?.id;
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
      const id = await currentUserId();
      if (!id) {
        setStatus('signedOut');
        setUser(undefined);
        return undefined;
      }
      requestContext.userId = id;
      const load = async () => {
        const loaded = await getData<UserDetail>(api.get(`/user/${id}`));
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
      const cached = recordLogin ? undefined : await cachedUser(id);
      if (cached) {
        const chosen = apply(cached);
        void openWaitingListIfStation(chosen);
        void load().then(apply, fail);
        return cached;
      }
      try {
        const loaded = await load();
        const chosen = apply(loaded);
        if (recordLogin) await api.post('/user/Login/', { data: id, action: USER_ACTION_LOGIN }).catch(() => undefined);
        void openWaitingListIfStation(chosen);
        return loaded;
      } catch (error) {
        return fail(error);
      }
    },
    [apply],
  );

  useEffect(() => {
    // refresh() reads the token store (async) before it sets any state: no synchronous cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
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
    if (user) await api.post('/user/Login/', { data: user.id, action: USER_ACTION_LOGOUT }).catch(() => undefined);
    await amplifySignOut().catch(() => undefined);
    await bridge['vault:clear'](undefined).catch(() => undefined);
    requestContext.agencyId = undefined;
    requestContext.userId = undefined;
    queryClient.clear();
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
