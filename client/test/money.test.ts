import {
  costText,
  costUnitsOfText,
  formatPaise,
  groupedRupees,
  paiseOfInt,
  paiseOfRupees,
  paiseOfText,
  parseRupees,
  rupeesForApi,
  sumCosts,
  type Paise,
} from "../src/app/money";

const p = (n: number) => n as Paise;

test("what a person types is read digit by digit, in paise", () => {
  expect(parseRupees("1,25,000.50")).toBe(12500050);
  expect(parseRupees("125,000.50")).toBe(12500050);
  expect(parseRupees("₹65")).toBe(6500);
  expect(parseRupees("Rs. 65")).toBe(6500);
  expect(parseRupees(" 65.5 ")).toBe(6550);
  expect(parseRupees("0.07")).toBe(7);
  expect(parseRupees("1.")).toBe(100);
  // 1.15 * 100 is 114.99999999999999 in floating point; read as digits it is 115 paise.
  expect(parseRupees("1.15")).toBe(115);
  expect(parseRupees("0")).toBe(0);
});

test("a typed amount the server would refuse is no amount: empty, negative, more than two decimals, words", () => {
  for (const typed of ["", "  ", "-65", "65.555", "1e3", "abc", "12..5", "₹", "1,2,3"])
    expect({ typed, paise: parseRupees(typed) }).toEqual({ typed, paise: null });
});

test("the API's exact rupee text, including a negative one", () => {
  expect(paiseOfText("63420.00")).toBe(6342000);
  expect(paiseOfText("-500.00")).toBe(-50000);
  expect(paiseOfText("0.00")).toBe(0);
  expect(() => paiseOfText("sixty")).toThrow(RangeError);
});

test("the API's rupee Floats round half up at the paisa, from the number as written", () => {
  expect(paiseOfRupees(125000.5)).toBe(12500050);
  expect(paiseOfRupees(0.1 + 0.2)).toBe(30);
  expect(paiseOfRupees(1.005)).toBe(101);
  expect(paiseOfRupees(1.004)).toBe(100);
  expect(paiseOfRupees(-2.675)).toBe(-268);
  expect(paiseOfRupees(1e-7)).toBe(0);
  expect(() => paiseOfRupees(Number.NaN)).toThrow(RangeError);
});

test("Int paise pass as they are; a fraction of a paisa is refused", () => {
  expect(paiseOfInt(650000)).toBe(650000);
  expect(() => paiseOfInt(1.5)).toThrow(RangeError);
});

test("amounts are written with Indian grouping", () => {
  expect(formatPaise(p(12500000))).toBe("₹1,25,000.00");
  expect(formatPaise(p(10000050))).toBe("₹1,00,000.50");
  expect(formatPaise(p(650000))).toBe("₹6,500.00");
  expect(formatPaise(p(12000))).toBe("₹120.00");
  expect(formatPaise(p(7))).toBe("₹0.07");
  expect(formatPaise(p(0))).toBe("₹0.00");
  expect(formatPaise(p(-50000))).toBe("-₹500.00");
  expect(formatPaise(p(123456789012))).toBe("₹1,23,45,67,890.12");
  expect(groupedRupees(p(6482750))).toBe("64,827.50");
});

test("paise go to the API as rupees", () => {
  expect(rupeesForApi(p(12500050))).toBe(125000.5);
  expect(rupeesForApi(parseRupees("120")!)).toBe(120);
});

test("message costs add exactly, in ten-thousandths of a rupee, and are written with four decimals", () => {
  expect(costUnitsOfText("0.1150")).toBe(1150n);
  expect(costUnitsOfText("12")).toBe(120000n);
  expect(costUnitsOfText("3.5")).toBe(35000n);
  expect(costUnitsOfText("-0.2000")).toBe(-2000n);
  expect(() => costUnitsOfText("0.11501")).toThrow(RangeError);
  expect(() => costUnitsOfText("₹1")).toThrow(RangeError);
  expect(costText(1150n)).toBe("0.1150");
  expect(costText(7n)).toBe("0.0007");
  expect(costText(123456789n)).toBe("12345.6789");
  expect(costText(-2000n)).toBe("-0.2000");
  // As floats, 0.1 + 0.2 is 0.30000000000000004.
  expect(sumCosts(["0.1000", "0.2000"])).toBe("0.3000");
  expect(sumCosts(["0.1150", "0.1150", "0.1150"])).toBe("0.3450");
  expect(sumCosts([])).toBe("0.0000");
});
