/** Every WhatsApp link's number: digits with the country code, an Indian number (91) when written without one. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { whatsappLink, whatsappNumber } from "../../src/domain/shared/phone";

describe("whatsappNumber", () => {
  test("a 10-digit Indian mobile number gets the country code 91", () => {
    expect(whatsappNumber("9415012345")).toBe("919415012345");
  });
  test("+91 is kept, once", () => {
    expect(whatsappNumber("+919415012345")).toBe("919415012345");
    expect(whatsappNumber("+91 94150 12345")).toBe("919415012345");
  });
  test("the trunk prefix 0 is replaced by the country code", () => {
    expect(whatsappNumber("09415012345")).toBe("919415012345");
    expect(whatsappNumber("0 94150 12345")).toBe("919415012345");
  });
  test("spaces, dashes and brackets are dropped", () => {
    expect(whatsappNumber("94150 12345")).toBe("919415012345");
    expect(whatsappNumber("94150-12345")).toBe("919415012345");
    expect(whatsappNumber("(0) 94150-123 45")).toBe("919415012345");
  });
  test("a number already starting with 91 is not given a second 91", () => {
    expect(whatsappNumber("919415012345")).toBe("919415012345");
    expect(whatsappNumber("91 94150 12345")).toBe("919415012345");
  });
  test("00 and + are international: another country's code is kept", () => {
    expect(whatsappNumber("0091 94150 12345")).toBe("919415012345");
    expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
  });
  test("too few digits, or none, is no number", () => {
    expect(whatsappNumber("94150")).toBeNull();
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });
});

describe("whatsappLink", () => {
  test("wa.me with the country code and the text prefilled", () => {
    expect(whatsappLink("94150 12345", "Namaste & welcome")).toBe(
      "https://wa.me/919415012345?text=Namaste%20%26%20welcome",
    );
  });
  test("no link without a usable number", () => {
    expect(whatsappLink("123", "x")).toBeNull();
  });
});

describe("one normaliser", () => {
  test("every wa.me link of the server and the client is made by its phone module", () => {
    const files = execFileSync("git", ["grep", "--untracked", "-l", "wa\\.me/", "--", "server/src", "client/src"], {
      cwd: path.join(__dirname, "../../.."),
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => f && !f.startsWith("client/src/gql/"));
    expect(files.sort()).toEqual(["client/src/app/phone.ts", "server/src/domain/shared/phone.ts"]);
  });
});
