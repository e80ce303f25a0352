import { PAGE_WINDOW } from './constants';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The window of page numbers shown around `page`: blocks of 5 (1-5, 6-10, …), clipped to `pages`. */
export function pageWindow(page: number, pages: number, size: number = PAGE_WINDOW): number[] {
  const start = Math.floor((Math.max(1, page) - 1) / size) * size + 1;
  const end = Math.min(pages, start + size - 1);
  const out: number[] = [];
  for (let p = start; p <= end; p++) out.push(p);
  return out;
}

/** Next/previous jump by a whole window, clipped to 1..pages (page 1 of 2 goes to 2; page 3 back to 1). */
export function jumpWindow(page: number, pages: number, direction: 1 | -1, size: number = PAGE_WINDOW): number {
  const start = Math.floor((Math.max(1, page) - 1) / size) * size + 1;
  const target = start + direction * size;
  return Math.min(Math.max(1, target), Math.max(1, pages));
}

/**
 * Where a list's count stops (issue 43): past it the list says 'más de 1,000' and its pager still
 * moves on (the server counts a few pages past the one shown).
 */
export const TOTAL_CAP = 1000;

/**
 * A count with its noun in the right number: plural(1, 'registro') → '1 registro',
 * plural(3, 'unidad', 'unidades') → '3 unidades' (issue 51: no 'registro(s)' where the spec does not quote it).
 */
export function plural(n: number, one: string, many: string = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '1 unidad' / 'N unidades': a vehicle line's quantity wherever the spec does not quote 'N unidad(es)'. */
export const unitsWord = (n: number): string => plural(n, 'unidad', 'unidades');

/**
 * The pager's words for a total: '1 registro' / 'N registros', or 'más de N registros' when the count
 * stopped at its cap. The fleet leads list keeps part 2's quoted 'N registro(s)' (FLEET_MSG.records).
 */
export function totalWords(total: number, capped: boolean | undefined): string {
  return capped ? `más de ${total.toLocaleString('en-US')} registros` : plural(total, 'registro');
}
