import { Router } from "express";
import type { Services } from "../services";

/** The public routes a search engine should know (spec section 2), besides each bus's page. */
export const PUBLIC_ROUTES = [
  "/",
  "/buses",
  "/booking",
  "/about",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
];

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** robots.txt and sitemap.xml, built from PUBLIC_URL and the fleet in the database. */
export function seoRouter(services: Services, publicUrl: string): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /admin",
          "Disallow: /dashboard",
          "",
          `Sitemap: ${publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      );
  });
  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const buses = await services.buses.list();
      const pages: { path: string; lastmod?: Date }[] = [
        ...PUBLIC_ROUTES.map((p) => ({ path: p })),
        ...buses.map((b) => ({ path: `/buses/${b.id}`, lastmod: b.updatedAt })),
      ];
      // Every page in English and in Hindi (/hi/...), each naming the other as its alternate.
      const inLanguage = (p: string, language: "en" | "hi") =>
        publicUrl + (language === "en" ? p : p === "/" ? "/hi" : `/hi${p}`);
      const alternates = (p: string) =>
        (["en", "hi"] as const)
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(inLanguage(p, l))}"/>`)
          .join("");
      const body = pages
        .flatMap((page) =>
          (["en", "hi"] as const).map(
            (l) =>
              `  <url><loc>${xml(inLanguage(page.path, l))}</loc>${alternates(page.path)}${page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : ""}</url>`,
          ),
        )
        .join("\n");
      res
        .type("application/xml")
        .set("Cache-Control", "no-cache")
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
        );
    } catch (e) {
      next(e);
    }
  });
  return router;
}
