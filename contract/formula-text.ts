/**
 * Text a spreadsheet runs as a formula when it starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (OWASP, « CSV injection »): `@SUM(1+1)` or `+cmd|…` typed as a name would run in the call
 * centre's sheet or CRM. The name rule refuses such a start; what leaves the site (the CSV export, the
 * webhook's lead) is defused once more by the same function, for rows stored before the rule.
 */
const FORMULA_START = /^[=+\-@\t\r]/
/** A phone number in E.164 starts with `+` and is only digits: no tool runs it, and it stays as it is. */
const E164_NUMBER = /^\+\d+$/

export function startsAFormula(text: string): boolean {
  return FORMULA_START.test(text)
}

/** The text with a leading apostrophe if a spreadsheet would run it, which shows it as typed. */
export function defuseFormula(text: string): string {
  return startsAFormula(text) && !E164_NUMBER.test(text) ? `'${text}` : text
}
