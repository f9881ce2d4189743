import type {ReactNode} from 'react';
import {LegalText} from '@site/src/components/LegalText';
import {ContactList, OwnerAddress} from '@site/src/components/ContactList';
import type {Legal, Studio} from '@site/src/data/content';

export interface ImprintDetailsProps {
  /** Name, address and contact (src/data/studio.yml). */
  readonly studio: Studio;
  /** Tax, professional and other legal facts (src/data/legal.yml). */
  readonly legal: Legal;
}

/**
 * The imprint (§ 5 DDG) for a sole trader. Every fact comes from the content files; optional
 * facts (tax numbers, crafts chamber, supervisory authority, liability insurance, image credits)
 * appear only when set.
 * § 5 (1) no. 6 DDG: the VAT ID if there is one, otherwise the business ID (§ 139c AO) if set.
 */
export function ImprintDetails({studio, legal}: ImprintDetailsProps): ReactNode {
  const {craftsChamber, supervisoryAuthority, liabilityInsurance, imageCredits} = legal;
  const vatId = legal.vatId?.trim();
  // „noch keine zugeteilt“ (the launch check's answer while none is assigned) shows nothing.
  const businessId = vatId ? undefined : /^DE\d/.exec(legal.businessId?.trim() ?? '')?.input;
  return (
    <LegalText>
      <h2>Angaben gemäß § 5 DDG</h2>
      <OwnerAddress studio={studio} />

      <h2>Kontakt</h2>
      <ContactList studio={studio} />

      {vatId && (
        <>
          <h2>Umsatzsteuer-ID</h2>
          <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}</p>
        </>
      )}

      {businessId && (
        <>
          <h2>Wirtschafts-Identifikationsnummer</h2>
          <p>Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: {businessId}</p>
        </>
      )}

      {/* No "Berufsbezeichnung": Kosmetikerin is no regulated profession; the chamber entry is what there is. */}
      {craftsChamber && (
        <>
          <h2>Handwerkskammer</h2>
          <dl>
            <dt>Zuständige Handwerkskammer</dt>
            <dd>
              {craftsChamber.name}, {craftsChamber.address}
            </dd>
            {craftsChamber.register && (
              <>
                <dt>Eintragung</dt>
                <dd>{craftsChamber.register}</dd>
              </>
            )}
          </dl>
        </>
      )}

      {supervisoryAuthority && (
        <>
          <h2>Aufsichtsbehörde</h2>
          <p>
            {supervisoryAuthority.name}, {supervisoryAuthority.address}
          </p>
        </>
      )}

      {liabilityInsurance && (
        <>
          <h2>Berufshaftpflichtversicherung</h2>
          <p>
            {liabilityInsurance.insurer}, {liabilityInsurance.address}; Geltungsbereich:{' '}
            {liabilityInsurance.area}
          </p>
        </>
      )}

      <h2>Verantwortlich für den Inhalt</h2>
      <p>{studio.ownerName}, Anschrift wie oben (§ 18 Abs. 2 MStV).</p>

      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen.
      </p>

      <h2>Haftung für Inhalte</h2>
      <p>
        Die Inhalte dieser Website erstelle ich mit großer Sorgfalt. Für ihre Richtigkeit,
        Vollständigkeit und Aktualität kann ich jedoch keine Gewähr übernehmen. Für eigene Inhalte
        bin ich nach den allgemeinen Gesetzen verantwortlich. Die Beiträge im Beauty-Blog dienen der
        allgemeinen Information und ersetzen keine ärztliche Beratung.
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Diese Website enthält Links zu Websites anderer Anbieter, etwa zu sozialen Netzwerken und zu
        einer Bewertungsplattform. Auf deren Inhalte habe ich keinen Einfluss; dafür ist stets der
        jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße
        erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Hinweise auf eine
        Rechtsverletzung nicht zumutbar. Sobald mir Rechtsverletzungen bekannt werden, entferne ich
        die betreffenden Links umgehend.
      </p>

      <h2>Urheberrecht</h2>
      <p>
        Texte, Fotos und Videos auf dieser Website sind urheberrechtlich geschützt. Ihre Verwendung
        außerhalb dieser Website ist nur mit meiner vorherigen Zustimmung erlaubt.
      </p>

      {/* Stock photos: the credit their licence asks for (legal.yml, imageCredits). */}
      {imageCredits && imageCredits.length > 0 && (
        <>
          <h2>Bildnachweise</h2>
          <ul>
            {imageCredits.map((credit) => (
              <li key={credit}>{credit}</li>
            ))}
          </ul>
        </>
      )}
    </LegalText>
  );
}
