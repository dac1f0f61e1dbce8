import { expect } from "@playwright/test";
import { ADMIN, unique, test } from "./helpers";

const future = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

test("a customer plans a round trip with two stops in the wizard; the booking's destination is the last stop and its plan is stored", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `yatri.${unique()}@example.com`;
  await page.goto("/booking");
  await page.getByLabel("Pickup Location").fill("Varanasi");
  await page.getByLabel("Destination").fill("Prayagraj");
  await page.getByLabel("Destination").press("Tab");
  await page.getByRole("button", { name: "Add a stop" }).click();
  await page.getByLabel("Night halt at the destination").check();
  await page.getByLabel("Stop 2").fill("Ayodhya");
  await page.getByLabel("Stop 2").press("Tab");
  await page.getByLabel("Day of the trip").fill("2");
  await page.getByLabel("Night halt here").check();
  await page.getByRole("button", { name: "Add a stop" }).click();
  await page.getByLabel("Stop 3").fill("Sarnath");
  await page.getByLabel("Stop 3").press("Tab");
  await page.getByRole("button", { name: "Remove stop 3" }).click();
  await expect(page.getByLabel("Stop 3")).toHaveCount(0);
  await page.getByLabel("Trip type").selectOption({ label: "Round trip (back to Varanasi)" });
  await page.getByLabel("Departure Date").fill(future(40));
  await page.getByLabel("Number of Days").fill("3");
  await page.getByLabel("Number of Passengers").fill("40");
  await page.getByLabel("Select Bus").selectOption({ label: "Maharaja Sleeper 45 — 45 Seater" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full Name").fill("Ramesh Tiwari");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+91 98390 55555");
  await page.getByRole("button", { name: "Submit Booking" }).click();
  await expect(page.getByText("Your booking has been submitted! We will contact you shortly.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Ayodhya").first()).toBeVisible();

  // Staff read the plan through the API: two stops, round trip, distance garage to garage.
  const login = await request.post("/graphql", {
    data: { query: `mutation($i: LoginInput!) { login(input: $i) { token } }`, variables: { i: ADMIN } },
  });
  const token = (await login.json()).data.login.token;
  const found = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `query($s: String) { bookingsPage(first: 5, filter: { search: $s }) { items { id destination distance tripPlan { tripType stops { place day nightHalt } } } } }`,
      variables: { s: email },
    },
  });
  const body = await found.json();
  const node = body.data.bookingsPage.items[0];
  expect(node.destination).toBe("Ayodhya");
  expect(node.tripPlan).toEqual({
    tripType: "round-trip",
    stops: [
      { place: "Prayagraj", day: 1, nightHalt: true },
      { place: "Ayodhya", day: 2, nightHalt: true },
    ],
  });
  expect(node.distance).toBeGreaterThan(400);
});
