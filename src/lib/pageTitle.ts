/**
 * Page titles composed to fit the spec's rule of 50 to 60 characters: the page's own title plus
 * the first suffix that lands within the range (the studio name, the studio name with the city,
 * the owner's name, ...). The owner never counts characters; only a title that no suffix can fit
 * is an error, and the message says how many characters to remove.
 */
export const TITLE_MIN = 50;
export const TITLE_MAX = 60;

/** What the suffixes are made of (src/data/studio.yml). */
export interface TitleBrand {
  readonly studioName: string;
  readonly ownerName: string;
  readonly address: {readonly city: string; readonly district: string};
}

/** Suffixes in order of preference: the studio name first, then longer and shorter forms. */
export function titleSuffixes({
  studioName,
  ownerName,
  address: {city, district},
}: TitleBrand): string[] {
  return [
    studioName,
    `${studioName} in ${city}-${district}`,
    `${studioName} in ${city}`,
    ownerName,
    `${ownerName} in ${city}-${district}`,
    `${ownerName}, ${city}`,
    `${city}-${district}`,
    city,
  ];
}

const fits = (title: string) => title.length >= TITLE_MIN && title.length <= TITLE_MAX;

export type ComposedTitle =
  | {readonly title: string; readonly problem?: undefined}
  | {readonly title: string; readonly problem: string};

/**
 * The document title for a page title. A title that cannot fit comes back as it is, with a
 * German `problem` that says what to change.
 */
export function composeTitle(title: string, brand: TitleBrand, delimiter = '|'): ComposedTitle {
  const own = title.trim();
  if (!own) {
    return {title: brand.studioName, problem: 'der Titel ist leer'};
  }
  const composed = titleSuffixes(brand)
    .filter((suffix) => !own.includes(suffix))
    .map((suffix) => `${own} ${delimiter} ${suffix}`)
    .find(fits);
  if (composed) {
    return {title: composed};
  }
  if (fits(own)) {
    return {title: own};
  }
  if (own.length > TITLE_MAX) {
    const remove = own.length - TITLE_MAX;
    return {
      title: own,
      problem: `der Titel ist mit ${own.length} Zeichen zu lang für Google und den Browser-Tab: bitte um ${remove} Zeichen kürzen (höchstens ${TITLE_MAX})`,
    };
  }
  return {
    title: own,
    problem: `zu diesem Titel passt kein Zusatz mit dem Namen des Studios; ändern Sie ihn um ein paar Zeichen (kürzer oder länger)`,
  };
}

/** The document title the site shows for a page title. */
export function documentTitle(title: string, brand: TitleBrand, delimiter = '|'): string {
  return composeTitle(title, brand, delimiter).title;
}
