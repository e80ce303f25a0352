/**
 * The OWASP CSV-injection rule for every text cell an export writes: a value a spreadsheet would read
 * as a formula (first character `=`, `+`, `-`, `@`, tab or carriage return) gets a leading
 * apostrophe. An apostrophe rather than a tab: Excel and LibreOffice show it as the mark of "this is
 * text" (what a person types to enter '=1+1 as text), a tab is invisible but is trimmed by some
 * readers and the formula comes back. The rest of the text is unchanged, so a person reads the same
 * words; numbers and dates are not text and are never touched.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export const FORMULA_ESCAPE = "'";

export function isFormulaLike(text: string): boolean {
  return FORMULA_TRIGGER.test(text);
}

/** The screens' mark for "nothing here" (and the subasta mask): a lone dash is text to every spreadsheet. */
const EMPTY_MARK = '-';

export function safeText(text: string): string {
  return text !== EMPTY_MARK && isFormulaLike(text) ? FORMULA_ESCAPE + text : text;
}

/**
 * A phone as the screens format it ('+52 55 1234 5678', or digits as they came): in an .xlsx text
 * cell it stays as it is — a string cell is never evaluated, and only digits, spaces and one leading
 * '+' cannot become a formula when the cell is edited (at worst a sum of numbers). In a .csv the
 * spreadsheet parses every field, so it is escaped as any other text.
 */
export function isPlainPhone(text: string): boolean {
  return /^\+?[\d ]{1,20}$/.test(text);
}

/**
 * CSV fields quoted beyond the separator and the quote (csv-stringify's own rule): a line break of
 * either kind (a bare CR or LF inside a field would otherwise start a new row in Excel) and ';' (the
 * list separator of Excel in Spanish, which splits an unquoted field there).
 */
export const CSV_QUOTE_ALSO = /[\r\n;]/;
