/** The blog plugin gives the RSS feed a `<language>`, the Atom feed none: Atom's is `xml:lang`. */
export function setAtomLanguage(xml: string, language: string): string {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language)) {
    throw new Error(`setAtomLanguage: "${language}" is not a language tag`);
  }
  if (!/<feed\b/.test(xml)) throw new Error('setAtomLanguage: no <feed> element found');
  return xml.replace(/<feed\b[^>]*>/, (root) =>
    root.replace(/\s+xml:lang="[^"]*"/, '').replace(/^<feed\b/, `<feed xml:lang="${language}"`),
  );
}
