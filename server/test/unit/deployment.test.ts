/**
 * The scaled-out deployment as shipped: docker-compose.yml (N app replicas behind nginx), the proxy's
 * site (deploy/nginx/kashi.conf) and the Dockerfile agree with each other and with the server. Docker is
 * not run here; test/scale-out.test.ts runs the same nginx site in front of two real instances.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { MAX_UPLOAD_BYTES } from "../../src/domain/upload/upload.service";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const compose = parse(read("docker-compose.yml"));
const { app, proxy, postgres, redis } = compose.services;

test("the app service scales: no published port or fixed name, shared PostgreSQL and Redis, one JWT secret, health-checked", () => {
  expect(app.ports).toBeUndefined(); // `--scale app=3` would clash on a host port
  expect(app.container_name).toBeUndefined();
  expect(app.expose).toEqual(["4000"]);
  expect(app.environment).toMatchObject({
    PORT: "4000",
    DATABASE_URL: expect.stringContaining("@postgres:5432/"),
    REDIS_URL: "redis://redis:6379",
    TRUST_PROXY: "1",
    JWT_SECRET: expect.stringMatching(/^\$\{JWT_SECRET:\?/),
  });
  expect(app.healthcheck.test.join(" ")).toContain("/healthz");
  expect(app.depends_on).toEqual({
    postgres: { condition: "service_healthy" },
    redis: { condition: "service_healthy" },
  });
  expect(postgres.healthcheck).toBeDefined();
  expect(redis.healthcheck).toBeDefined();
});

test("nginx in front: the shipped site, the only published port, started once the replicas are healthy", () => {
  expect(proxy.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/); // `resolve` in an upstream needs nginx 1.27.3+
  expect(proxy.volumes).toContain("./deploy/nginx/kashi.conf:/etc/nginx/conf.d/default.conf:ro");
  expect(proxy.ports).toEqual(["${HTTP_PORT:-4000}:80"]);
  expect(proxy.depends_on).toEqual({ app: { condition: "service_healthy" } });
  expect(proxy.healthcheck.test.join(" ")).toContain("/healthz");
});

test("the nginx site reaches every replica of the app service, passes WebSockets and the customer's address, and takes an upload", () => {
  const site = read("deploy/nginx/kashi.conf");
  expect(site).toMatch(/server app:4000 resolve/);
  expect(site).toMatch(/resolver 127\.0\.0\.11/); // Docker's DNS
  expect(site).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
  expect(site).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
  expect(site).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(site).toMatch(/listen 80;/);
  const body = /client_max_body_size (\d+)m;/.exec(site);
  expect(Number(body![1]) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
});

test("the replicas' shared DATA_DIR volume is writable by the image's unprivileged user", () => {
  expect(app.environment.DATA_DIR).toBe("/data");
  expect(app.volumes).toContain("appdata:/data");
  expect(read("Dockerfile")).toMatch(/RUN mkdir -p \/data && chown node:node \/data\nUSER node/);
});

test("the image's pg_dump is as new as the compose file's PostgreSQL (pg_dump refuses a newer server)", () => {
  const serverMajor = Number(/^postgres:(\d+)/.exec(postgres.image)![1]);
  expect(Number(app.build.args.PG_MAJOR)).toBe(serverMajor);
  expect(read("Dockerfile")).toMatch(/ARG PG_MAJOR=(\d+)/);
  expect(Number(/ARG PG_MAJOR=(\d+)/.exec(read("Dockerfile"))![1])).toBe(serverMajor);
  expect(read("Dockerfile")).toContain("postgresql-client-${PG_MAJOR}");
});
