import { useQuery } from "@apollo/client/react";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { graphql } from "../gql";
import { dropTokens, useSession, type Role } from "./session";

const CheckToken = graphql(`
  query CheckToken {
    me { id name role }
  }
`);

/**
 * Guard of section 2: no token -> /login; a role outside the list -> /; otherwise the page, after
 * the token is checked with the server ('Token has expired' logs out to /login).
 */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const allowed = !!session.token && !!session.role && roles.includes(session.role);
  const { error } = useQuery(CheckToken, { skip: !allowed, fetchPolicy: "network-only" });

  useEffect(() => {
    if (error && /Token has expired|Invalid token|Authentication required/.test(error.message)) {
      dropTokens();
      navigate("/login", { replace: true });
    }
  }, [error, navigate]);

  if (!session.token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!session.role || !roles.includes(session.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
