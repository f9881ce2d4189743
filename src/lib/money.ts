/** Prices as the owner types them ("99 €", "99,50 €") and as the site shows them. */

/** "99 €" or "99,50 €": whole euros (at most five digits), optional cents, a space, the euro sign. */
export const PRICE = /^(0|[1-9]\d{0,4})(?:,(\d{2}))?[  ]€$/;

/** Price in cents, or null when the text is not a price like "99 €" or "99,50 €". */
export function parsePrice(value: string): number | null {
  const match = PRICE.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : null;
}

/** "99 €", "99,50 €": with a non-breaking space before the euro sign. */
export function formatEuro(cents: number): string {
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0€`;
}
