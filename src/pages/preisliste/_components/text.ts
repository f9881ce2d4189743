/**
 * "Gesichtsbehandlungen - Sparpakete": a no-break space before a spaced dash keeps the dash at
 * the end of the line instead of starting the next one.
 */
export function keepDashWithPrecedingWord(text: string): string {
  return text.replace(/ ([-–]) /g, '\u00A0$1 ');
}
