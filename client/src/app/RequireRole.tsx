import { useQuery } from "@apollo/client/react";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { graphql } from "../gql";
import type { CheckTokenQuery } from "../gql/graphql";
import { isUnauthenticated } from "./unauthenticated";
import { dropTokens, useSession, type Role } from "./session";
import { urls } from "./urls";

export const CheckToken = graphql(`
  query CheckToken {
    me {
      id
      name
      role
      staffRole
      permissions
    }
  }
`);

/**
 * A staff permission's name (`bookings.read`, `money.read`, ...): the union codegen writes from the schema's
 * `Permission` scalar, i.e. from the server's one list, so a misspelt permission is a type error.
 */
export type Permission = NonNullable<CheckTokenQuery["me"]>["permissions"][number];

/**
 * What the signed-in staff member may do, from the guard's own check of the token: the admin area hides what
 * the server would refuse.
 */
export function usePermissions(): { can: (permission: Permission) => boolean; ready: boolean } {
  const { data } = useQuery(CheckToken, { fetchPolicy: "cache-first" });
  const granted = data?.me?.permissions ?? [];
  return { can: (p) => granted.includes(p), ready: !!data?.me };
}

/**
 * The guard of section 2: no stored token -> /login; a stored role outside `roles` -> /; otherwise
 * the page. Entering with a token checks it with the server (`me`): the link chain first tries one
 * refresh, so an UNAUTHENTICATED answer that still arrives here ('Token has expired' with no way
 * to renew it, a revoked session) ends the session and goes to /login. The server's role wins
 * over the stored one.
 */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const allowed = !!session.token && !!session.role && roles.includes(session.role);
  const { data, error } = useQuery(CheckToken, { skip: !allowed, fetchPolicy: "network-only" });

  useEffect(() => {
    if (error && isUnauthenticated(error)) {
      dropTokens();
      navigate(urls.login, { replace: true });
    }
  }, [error, navigate]);

  if (!session.token) return <Navigate to={urls.login} replace state={{ from: location.pathname }} />;
  if (!session.role || !roles.includes(session.role)) return <Navigate to={urls.home} replace />;
  if (data?.me && !roles.includes(data.me.role)) return <Navigate to={urls.home} replace />;
  return <>{children}</>;
}
