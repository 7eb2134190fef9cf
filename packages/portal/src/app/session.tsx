import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { user, type GroupBalance, type UserInfo } from '@podkit/sdk-core';
import { client } from '../sdk/client.js';

export interface Session {
  info: UserInfo;
  group: GroupBalance;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Loads who is signed in before the workbench renders (spec section 4): if user info or the
 * group data cannot be read, the session ends.
 */
export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([user.getInfo(client), user.getGroupBalance(client)]).then(
      ([info, group]) => live && setSession({ info, group }),
      () => live && client.endSession(),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!session) return <>{fallback}</>;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
