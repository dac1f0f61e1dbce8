import { Router, type Request } from "express";
import type { Services } from "../services";
import { actorOf, requireActor } from "./actor";
import { loginDoc, userDoc } from "./shapes";

const body = (req: Request) => (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;

/** /api/auth: login, register, refresh-token and the two token checks of section 7. */
export function authRouter(services: Services): Router {
  const router = Router();
  const user = requireActor(services);

  router.post("/login", async (req, res) => {
    const { login, pswd, remember } = body(req);
    const result = await services.auth.login({ login, password: pswd, remember: typeof remember === "boolean" ? remember : undefined });
    res.json(loginDoc(result));
  });

  // Registration always creates role user: the payload's `role` is not read.
  router.post("/register", async (req, res) => {
    const { name, email, mobileNo, username, pswd } = body(req);
    const result = await services.auth.register({ name, email, mobileNo, username, password: pswd });
    res.status(201).json({ token: result.token, refreshToken: result.refreshToken });
  });

  // Answers only `token`, so the refresh token is not spent (PRODUCT.md §5); GraphQL's refreshToken rotates.
  router.post("/refresh-token", async (req, res) => {
    const result = await services.auth.refresh(body(req).refreshToken, false);
    res.json({ token: result.token });
  });

  router.get("/user/auth-test", user, async (_req, res) => {
    res.json(userDoc(await services.auth.me(actorOf(res))));
  });

  router.get("/protected-route", user, (_req, res) => {
    const actor = actorOf(res);
    res.json({ message: "Access granted.", user: { _id: actor.id, name: actor.name, role: actor.role } });
  });

  return router;
}
