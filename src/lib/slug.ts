/**
 * URL fragments from German titles: "Wimpernverlängerung" -> "wimpernverlaengerung",
 * "Wellness-Paket „Kleine Auszeit“" -> "wellness-paket-kleine-auszeit".
 */
const GERMAN: Readonly<Record<string, string>> = {ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss'};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
