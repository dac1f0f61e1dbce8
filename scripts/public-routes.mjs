// The seven public pages the front-end benches measure (`npm run bench:home`, `npm run lighthouse`): a bus's
// page is the first bus the site's API lists. ROUTES=/,/buses replaces the list.

/** The public routes of the site at `base`, in the order the benches report them. */
export async function publicRoutes(base) {
  if (process.env.ROUTES) return process.env.ROUTES.split(",");
  const buses = await fetch(`${base}/api/buses`)
    .then((r) => r.json())
    .catch(() => []);
  const bus = Array.isArray(buses) && buses[0] ? `/buses/${buses[0].id ?? buses[0]._id}` : null;
  return ["/", "/buses", ...(bus ? [bus] : []), "/booking", "/about", "/contact", "/login"];
}
