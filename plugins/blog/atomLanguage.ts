/**
 * The blog plugin writes `<language>` into the RSS feed but leaves the Atom feed without a
 * language; Atom declares it with `xml:lang` on the root element.
 */
export function setAtomLanguage(xml: string, language: string): string {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language)) {
    throw new Error(`setAtomLanguage: "${language}" is not a language tag`);
  }
  const root = /<feed\b[^>]*>/.exec(xml);
  if (!root) {
    throw new Error('setAtomLanguage: no <feed> element found');
  }
  const withoutLang = root[0].replace(/\s+xml:lang="[^"]*"/, '');
  const withLang = withoutLang.replace(/^<feed\b/, `<feed xml:lang="${language}"`);
  return xml.slice(0, root.index) + withLang + xml.slice(root.index + root[0].length);
}
