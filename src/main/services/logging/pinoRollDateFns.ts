// The five functions pino-roll takes from date-fns. Its `require('date-fns')` loads all of date-fns
// (≈ 250 modules, ≈ 70 ms of CPU at every start of main and of the embedded API's process, issue 51):
// the desktop build bundles pino-roll with this module in date-fns's place (electron.vite.config.ts).
export { addDays } from 'date-fns/addDays';
export { addHours } from 'date-fns/addHours';
export { format } from 'date-fns/format';
export { isValid } from 'date-fns/isValid';
export { parse } from 'date-fns/parse';
