/** Numbers in running German text: up to twelve in words, as a German reader expects them. */
const WORDS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
] as const;

/** 8 -> "acht", 12 -> "zwölf", 14 -> "14"; 0 and 1 stay digits (the caller writes "einem Tag"). */
export const numberInWords = (value: number): string =>
  Number.isInteger(value) && value >= 2 && value <= 12 ? WORDS[value] : String(value);
