/** crm_sort_key (migration spanish_sort_key) in JavaScript, so tests can state the order a list must have. */
const FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÝýÿ';
const TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcYyy';

export function spanishKey(name: string): string {
  const plain = [...name].map((c) => (FROM.includes(c) ? TO[FROM.indexOf(c)] : c)).join('');
  // ASCII-only lower-casing, as lower() under COLLATE "C" does.
  return plain.replace(/[ñÑ]/g, 'n{').replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** `names` in Spanish order; equal keys keep the order they came in (the lists break ties by id). */
export function spanishSorted(names: string[], desc = false): string[] {
  const sign = desc ? -1 : 1;
  return [...names].sort((x, y) => {
    const a = spanishKey(x);
    const b = spanishKey(y);
    return a < b ? -sign : a > b ? sign : 0;
  });
}
