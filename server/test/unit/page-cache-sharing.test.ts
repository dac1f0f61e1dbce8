/**
 * Which server renders the shared page cache may keep: only pages whose every operation read the
 * public catalogue; a page for a customer's record (the quote page of the e-mailed link) never.
 */
import { isSharedGraphqlRead as readsOnlyPublicFields } from "../../src/shared-reads";
import { isPersonalPath, isPrivatePath, PageCache } from "../../src/http/render";

describe("readsOnlyPublicFields", () => {
  test("a query of the public catalogue alone is shareable", () => {
    expect(readsOnlyPublicFields(`query Buses { buses { id name } }`, "Buses")).toBe(true);
    expect(readsOnlyPublicFields(`{ settings { siteName } destinations { id } }`)).toBe(true);
  });

  test("a customer's quote, the signed-in user, a mutation or a text that does not parse is not", () => {
    expect(
      readsOnlyPublicFields(`query CustomerQuote($b: ID!, $t: String) { quote(bookingId: $b, token: $t) { state } }`),
    ).toBe(false);
    expect(readsOnlyPublicFields(`query Page { buses { id } me { id } }`, "Page")).toBe(false);
    expect(readsOnlyPublicFields(`mutation { logout }`)).toBe(false);
    expect(readsOnlyPublicFields(`query {`)).toBe(false);
    // Two operations and no name: which one runs is unknown.
    expect(readsOnlyPublicFields(`query A { buses { id } } query B { quote(bookingId: "1") { state } }`)).toBe(false);
    expect(readsOnlyPublicFields(`query A { buses { id } } query B { quote(bookingId: "1") { state } }`, "B")).toBe(
      false,
    );
    expect(readsOnlyPublicFields(`query A { buses { id } } query B { quote(bookingId: "1") { state } }`, "A")).toBe(
      true,
    );
  });
});

describe("the page cache", () => {
  test("does not keep a page rendered from someone's record", async () => {
    const cache = new PageCache();
    let renders = 0;
    const personal = async () => ({ status: 200, html: `quote ${++renders}`, shared: false });
    expect((await cache.get("en /bookings/1/quote?token=t", personal)).html).toBe("quote 1");
    expect((await cache.get("en /bookings/1/quote?token=t", personal)).html).toBe("quote 2");
    expect(cache.size).toBe(0);
  });

  test("the quote page in either language is personal (rendered, not cached); the public pages are not", () => {
    for (const p of ["/bookings/5f0c/quote", "/hi/bookings/5f0c/quote", "/bookings/5f0c/quote/"])
      expect(isPersonalPath(p)).toBe(true);
    for (const p of ["/", "/hi", "/buses", "/buses/5f0c", "/hi/booking", "/book", "/contact", "/reset-password"])
      expect(isPersonalPath(p)).toBe(false);
    expect(isPrivatePath("/bookings/5f0c/quote")).toBe(false); // still rendered on the server
  });
});
