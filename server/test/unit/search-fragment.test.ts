import { selectiveFragment } from "../../src/domain/booking/booking-search";

test("the index is read for the longest word with a digit or @, with the space before it", () => {
  expect(selectiveFragment("Customer 77777")).toBe(" 77777");
  expect(selectiveFragment("asha c77777@example.com x")).toBe(" c77777@example.com");
  expect(selectiveFragment("98390 Patel")).toBe("98390");
});

test("a search of names and places, or of one word, is read whole", () => {
  expect(selectiveFragment("Asha Verma")).toBe("Asha Verma");
  expect(selectiveFragment("77777")).toBe("77777");
  expect(selectiveFragment("Room 12")).toBe("Room 12");
});
