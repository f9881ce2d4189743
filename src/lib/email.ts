/**
 * E-mail protection. The owner writes her address plainly in src/data/studio.yml; the build
 * (plugins/content) hands the pages only its reversed form, and they show it as
 * "name (at) domain (punkt) de", so no built HTML, XML or JS file contains it in plain form.
 */

export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Turns the stored (reversed) form back into the address. */
export function decodeEmail(reversed: string): string {
  return Array.from(reversed.trim()).reverse().join('');
}

/** The reversed form of an address, for the data file. */
export function encodeEmail(address: string): string {
  return decodeEmail(address);
}

/**
 * An address such as kontakt at kosmetik-mustermann.de becomes
 * "kontakt (at) kosmetik-mustermann (punkt) de".
 * Returns null for a blank or malformed address.
 */
export function obfuscateEmail(address: string): string | null {
  const value = address.trim();
  if (!isValidEmail(value)) {
    return null;
  }
  const [local, domain] = value.split('@') as [string, string];
  return `${local} (at) ${domain.split('.').join(' (punkt) ')}`;
}
