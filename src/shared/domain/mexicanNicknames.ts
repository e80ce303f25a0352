/**
 * Well-known Mexican hypocoristics (and the abbreviations written on forms: 'Ma.', 'Gpe.', 'Fco.')
 * → the given name they stand for, written as normalizePersonName writes names (lowercase, no
 * accents, ñ as n: 'Toño' is 'tono'). A modest list on purpose: only forms nearly every Mexican
 * reads one way. A value with two entries is ambiguous (Beto is Alberto or Roberto) and is tried
 * both ways; a value with a space stands for a compound name (Chema is José María).
 */
export const MEXICAN_NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  lupita: ['guadalupe'],
  lupe: ['guadalupe'],
  gpe: ['guadalupe'],
  pepe: ['jose'],
  chepe: ['jose'],
  paco: ['francisco'],
  pancho: ['francisco'],
  fco: ['francisco'],
  chuy: ['jesus'],
  chucho: ['jesus'],
  memo: ['guillermo'],
  lalo: ['eduardo'],
  nacho: ['ignacio'],
  tono: ['antonio'],
  beto: ['alberto', 'roberto'],
  quique: ['enrique'],
  kike: ['enrique'],
  chema: ['jose maria'],
  conchita: ['concepcion'],
  concha: ['concepcion'],
  lety: ['leticia'],
  paty: ['patricia'],
  pati: ['patricia'],
  maru: ['maria eugenia'],
  chayo: ['rosario'],
  charo: ['rosario'],
  chava: ['salvador'],
  chente: ['vicente'],
  goyo: ['gregorio'],
  poncho: ['alfonso'],
  rafa: ['rafael'],
  tere: ['teresa'],
  licha: ['alicia'],
  chabela: ['isabel'],
  meche: ['mercedes'],
  ma: ['maria'],
};
