/**
 * The invoice's pure rules (domain/invoice): GSTIN validation, GST in integer paise (CGST and SGST each
 * rounded on their own, or IGST), amounts in words with Indian numbering, and India's financial year.
 */
import { creditNoteTax } from "../../src/domain/invoice/gst";
import { type BilledAmount, type GstRate, billTotals, gstOn, taxableOfFare } from "../../src/domain/shared/money";
import { gstinCheckChar, gstinProblem, gstinState, isValidGstin } from "../../src/domain/invoice/gstin";
import { financialYear, indiaDate, monthRange } from "../../src/domain/shared/calendar";
import {
  amountInWords,
  numberInWords,
  amountInWordsHindi,
  numberInWordsHindi,
} from "../../src/domain/shared/money-words";

describe("GSTIN validation", () => {
  test("real-format GSTINs with their check characters are accepted", () => {
    // 27 Maharashtra, PAN AAPFU0939F (a firm), entity 1, Z, check V: the GST portal's own example.
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull(); // Karnataka, a company
    expect(gstinProblem("09AAACK1234A1Z8")).toBeNull(); // Uttar Pradesh
    expect(isValidGstin(" 09aaack1234a1z8 ")).toBe(true); // spaces and case do not matter
    expect(gstinState("09AAACK1234A1Z8")).toBe("09");
  });

  test("the check character is the mod-36 sum of the first fourteen, weights 1 and 2", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });

  test("each malformed GSTIN says what is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check"); // one character off
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPFU0939F1ZV1")).toBe("length");
    expect(gstinProblem("40AAPFU0939F1ZV")).toBe("state"); // no state 40
    expect(gstinProblem("00AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state"); // Centre jurisdiction numbers carry no PAN
    expect(gstinProblem("27AAPF10939F1ZV")).toBe("pan");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("entity");
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("z");
  });
});

describe("GST in integer paise", () => {
  test("within the state at 5 %: CGST 2.5 % and SGST 2.5 %, each rounded half up on its own", () => {
    // ₹10,000.10 taxable: 2.5 % is ₹250.0025 -> ₹250.00 each, ₹500.00 in all.
    expect(gstOn(1_000_010, 5, true)).toEqual({ cgstPaise: 25_000, sgstPaise: 25_000, igstPaise: 0, taxPaise: 50_000 });
    // ₹0.30 taxable: 2.5 % is 0.75 paisa -> 1 paisa each (2 paise), where 5 % rounded once would be 2 paise too.
    expect(gstOn(30, 5, true).taxPaise).toBe(2);
    // ₹0.10: 0.25 paisa each -> 0 each; IGST 0.5 paisa -> 1: halves rounded on their own differ from one IGST.
    expect(gstOn(10, 5, true).taxPaise).toBe(0);
    expect(gstOn(10, 5, false).taxPaise).toBe(1);
  });

  test("between states at 12 %: IGST 12 %, rounded once", () => {
    // ₹58,500.55 taxable: 12 % = ₹7,020.066 -> ₹7,020.07.
    expect(gstOn(5_850_055, 12, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 702_007, taxPaise: 702_007 });
  });

  const lines: BilledAmount[] = [
    { amountPaise: 5_850_000, taxable: true }, // Chargeable km: 900 x ₹65
    { amountPaise: 90_000, taxable: true }, // Driver allowance: 3 x ₹300
    { amountPaise: 120_000, taxable: false }, // Toll tax, at cost
  ];
  const invoiceTotals = (l: BilledAmount[], rate: GstRate, intraState: boolean, reverseCharge: boolean) =>
    billTotals(l, { rate, intraState, reverseCharge });

  test("an invoice's totals: taxable lines taxed, reimbursements added after tax", () => {
    const t = invoiceTotals(lines, 5, true, false);
    expect(t).toMatchObject({
      taxablePaise: 5_940_000,
      nonTaxablePaise: 120_000,
      cgstPaise: 148_500,
      sgstPaise: 148_500,
    });
    expect(t.totalPaise).toBe(5_940_000 + 297_000 + 120_000);
  });

  test("reverse charge: the tax is shown but not charged", () => {
    const t = invoiceTotals(lines, 5, true, true);
    expect(t.taxPaise).toBe(297_000);
    expect(t.totalPaise).toBe(5_940_000 + 120_000);
  });

  test("a fare including GST gives back the taxable value whose total is the fare, to the paisa", () => {
    const within = (rate: GstRate) => ({ rate, intraState: true });
    expect(taxableOfFare(2_100_000, within(5))).toBe(2_000_000);
    // ₹10,000 at 12 %: 892,857.14 -> 892,857 taxable, CGST and SGST 53,571 each: 10,00,000 back exactly... less one.
    const t = taxableOfFare(1_000_000, within(12));
    expect(t + gstOn(t, 12, true).taxPaise).toBe(1_000_000);
    // Every fare between ₹1 and ₹2,000 comes back exactly within the state and between states, at either rate.
    for (const rate of [5, 12] as const)
      for (const intraState of [true, false])
        for (let fare = 100; fare <= 200_000; fare += 97) {
          const taxable = taxableOfFare(fare, { rate, intraState });
          const back = taxable + gstOn(taxable, rate, intraState).taxPaise;
          expect(Math.abs(back - fare)).toBeLessThanOrEqual(1);
        }
    // On reverse charge the same taxable value is billed; the recipient pays the tax apart (the fare in all).
    expect(taxableOfFare(2_100_000, { rate: 5, intraState: true })).toBe(2_000_000);
  });

  test("credit notes: a reduction is taxed like the invoice; the last credit takes exactly the tax that is left", () => {
    const inv = { ...invoiceTotals(lines, 12, false, false), rate: 12 as const, intraState: false }; // IGST 12 % of ₹59,400.00 = ₹7,128.00
    const whole = { taxablePaise: inv.taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: inv.igstPaise };
    expect(creditNoteTax(inv, whole, 100_000)).toEqual({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_000,
      taxPaise: 12_000,
    });
    expect(creditNoteTax(inv, whole, inv.taxablePaise).taxPaise).toBe(712_800);
    expect(() => creditNoteTax(inv, whole, inv.taxablePaise + 1)).toThrow(RangeError);

    // ₹0.40 at 5 % within the state: CGST 1 paisa and SGST 1 paisa (1.0 each). A first credit of ₹0.20 is
    // 0.5 paisa each, rounded up to 1 each; the second, of the last ₹0.20, takes what is left: nothing.
    // Rounded on its own, the second would take 1 paisa each again: 4 paise credited of 2 invoiced.
    const small = { rate: 5 as const, intraState: true };
    const first = creditNoteTax(small, { taxablePaise: 40, cgstPaise: 1, sgstPaise: 1, igstPaise: 0 }, 20);
    expect(first).toEqual({ cgstPaise: 1, sgstPaise: 1, igstPaise: 0, taxPaise: 2 });
    const last = creditNoteTax(small, { taxablePaise: 20, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }, 20);
    expect(last).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 });
    // ₹0.30 then a part of it: never more per head than is left.
    expect(creditNoteTax(small, { taxablePaise: 30, cgstPaise: 0, sgstPaise: 1, igstPaise: 0 }, 20)).toEqual({
      cgstPaise: 0,
      sgstPaise: 1,
      igstPaise: 0,
      taxPaise: 1,
    });
  });
});

describe("amounts in words (Indian numbering)", () => {
  test("lakh and crore, rupees and paise", () => {
    expect(amountInWords(12_500_050)).toBe("Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only");
    expect(amountInWords(6_237_000)).toBe("Rupees Sixty-Two Thousand Three Hundred Seventy Only");
    expect(amountInWords(1_234_567_801)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and One Paise Only",
    );
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(numberInWords(100_000)).toBe("One Lakh");
    expect(numberInWords(10_000_000)).toBe("One Crore");
    expect(numberInWords(1_000_000_000)).toBe("One Hundred Crore");
  });
});

describe("amounts in words in Hindi (Indian numbering, for the Hindi PDF)", () => {
  test("the irregular words below a hundred", () => {
    expect(numberInWordsHindi(0)).toBe("शून्य");
    expect(numberInWordsHindi(7)).toBe("सात");
    expect(numberInWordsHindi(19)).toBe("उन्नीस");
    expect(numberInWordsHindi(45)).toBe("पैंतालीस");
    expect(numberInWordsHindi(79)).toBe("उन्यासी");
    expect(numberInWordsHindi(99)).toBe("निन्यानवे");
  });
  test("सौ, हज़ार, लाख and करोड़", () => {
    expect(numberInWordsHindi(100)).toBe("एक सौ");
    expect(numberInWordsHindi(1_05_000)).toBe("एक लाख पाँच हज़ार");
    expect(numberInWordsHindi(1_00_00_000)).toBe("एक करोड़");
    expect(numberInWordsHindi(1_23_45_678)).toBe("एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर");
    expect(numberInWordsHindi(100_00_00_000)).toBe("एक सौ करोड़");
  });
  test("rupees and paise, from the same integer paise as the English words", () => {
    expect(amountInWordsHindi(1_25_250_50)).toBe("रुपये एक लाख पच्चीस हज़ार दो सौ पचास और पचास पैसे मात्र");
    expect(amountInWords(1_25_250_50)).toBe(
      "Rupees One Lakh Twenty-Five Thousand Two Hundred Fifty and Fifty Paise Only",
    );
    expect(amountInWordsHindi(6_237_000)).toBe("रुपये बासठ हज़ार तीन सौ सत्तर मात्र");
    expect(amountInWordsHindi(1)).toBe("रुपये शून्य और एक पैसे मात्र");
    expect(amountInWordsHindi(0)).toBe("रुपये शून्य मात्र");
    expect(amountInWordsHindi(-10_000)).toBe("ऋण रुपये एक सौ मात्र");
  });
});

describe("India's financial year", () => {
  test("1 April starts a year, by India's clock", () => {
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
    // 31 March 2027 23:59 in India is 18:29 UTC; a minute later it is 1 April in India.
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(indiaDate(new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
  });

  test("a month's range", () => {
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(monthRange("2026-13")).toBeNull();
  });
});
