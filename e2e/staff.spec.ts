import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { ADMIN, adminToken, gql, loginAs, siteFile, unique, test } from "./helpers";

/**
 * The set-password link of the newest invitation mailed to `email` (the outbox of `npm start`),
 * once `count` of them have been sent (the files' names begin with the time they were written).
 */
async function inviteLink(email: string, count = 1): Promise<string> {
  const outbox = siteFile("outbox");
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(email)) : [];
    const file = files.length >= count && files.sort().at(-1);
    if (file) {
      const mail = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const link = new URL(/http:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail)![0]);
      return link.pathname + link.search;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

test("the owner invites a booking desk member, who signs in without Settings or money; the owner reads their actions and ends their session", async ({
  page,
  browser,
  request,
}) => {
  const id = unique();
  const email = `desk.${id}@example.com`;
  const name = `Ravi Desk ${id}`;
  const customer = `Desk Customer ${id}`;
  const owner = await adminToken(request);
  const busId = (await gql(request, "{ buses { id } }")).buses[0].id;
  const booked = await gql(
    request,
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
    {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10),
        days: 1,
        busId,
        name: customer,
        email: `cust.${unique()}@example.com`,
        phone: "+91 90000 44444",
      },
    },
  );
  // The owner has recorded a fare: the desk must not see it.
  await gql(
    request,
    `mutation($id: ID!) { recordFare(id: $id, input: { agreedFare: 12500, advance: 2500 }) { id } }`,
    { id: booked.createBooking.booking.id },
    owner,
  );
  await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
  await page.goto("/admin/staff");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Staff role").selectOption("bookingDesk");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole("listitem", { name }).getByText("Invited")).toBeVisible();
  // The e-mail went astray: the owner sends the invitation again; the newest e-mail's link is the one to use.
  const first = await inviteLink(email);
  await page.getByRole("listitem", { name }).getByRole("button", { name: "Resend invitation" }).click();
  await expect(page.getByText(`Invitation sent again to ${email}.`)).toBeVisible();
  const newest = await inviteLink(email, 2);
  expect(newest).not.toBe(first);

  // The invitee sets a password from the e-mailed link and signs in on the Admin tab.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(newest);
  await desk.getByLabel("New password").fill("Quiet-River-Ghat-91");
  await desk.getByLabel("Confirm Password").fill("Quiet-River-Ghat-91");
  await desk.getByRole("button", { name: "Save password" }).click();
  await expect(desk).toHaveURL(/\/login$/);
  // Set, the member's row no longer offers a resend.
  await page.reload();
  await expect(page.getByRole("listitem", { name }).getByText("Invited")).toHaveCount(0);
  await expect(page.getByRole("listitem", { name }).getByRole("button", { name: "Resend invitation" })).toHaveCount(0);
  await loginAs(desk, "Admin", email, "Quiet-River-Ghat-91");
  await desk.goto("/admin");
  const nav = desk.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Activity" })).toHaveCount(0);
  await expect(desk.getByRole("tab", { name: "Bookings" })).toBeVisible();
  await expect(desk.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  // A booking's View shows no fare, advance or balance to the desk; the desk writes a note on it.
  await desk.goto("/admin/bookings");
  await desk.getByRole("row").filter({ hasText: customer }).getByRole("button", { name: "View", exact: true }).click();
  const dialog = desk.getByRole("dialog");
  const notes = dialog.getByRole("region", { name: "Staff notes" });
  await expect(notes).toBeVisible();
  await expect(dialog.getByText(/Agreed fare|Balance/)).toHaveCount(0);
  await expect(dialog.getByText(/₹\s?12,500|12500/)).toHaveCount(0);
  await notes.getByLabel("Add a note").fill("Customer wants a 6 am pickup");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Customer wants a 6 am pickup")).toBeVisible();
  await desk.goto("/admin/settings");
  await expect(desk.getByRole("heading", { name: /not found/i })).toBeVisible();

  // The owner reads the member's actions in Activity: the sign-in and the note, by name.
  await page.goto("/admin/activity");
  await page.getByLabel("Person").selectOption({ label: name });
  const note = page.getByRole("row").filter({ hasText: "Customer wants a 6 am pickup" });
  await expect(note.getByRole("cell", { name: "note", exact: true })).toBeVisible();
  await expect(note.getByRole("cell", { name })).toBeVisible();
  await expect(page.getByRole("cell", { name: "sign-in", exact: true }).first()).toBeVisible();

  // The owner sees the member's signed-in session on the Staff screen and ends it: the member is signed out.
  await page.goto("/admin/staff");
  const member = page.getByRole("listitem", { name });
  await member.getByRole("button", { name: "Sessions" }).click();
  const sessions = page.getByRole("region", { name: `Signed-in sessions of ${name}` });
  await expect(sessions.getByText(/^Signed in /)).toHaveCount(1);
  await sessions.getByRole("button", { name: "Sign out this session" }).click();
  await expect(sessions.getByText("Signed out of 1 session.")).toBeVisible();
  await expect(sessions.getByText("No active sessions: this staff member is signed out everywhere.")).toBeVisible();
  await desk.goto("/admin/bookings");
  await expect(desk).toHaveURL(/\/login$/);
});
