/**
 * `part` of `whole` as a percentage (a bar's place on a calendar lane, an upload's progress). Amounts of money
 * never come here: they are app/money.ts's (client/test/source-rules.test.ts allows `* 100` in these two only).
 */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
