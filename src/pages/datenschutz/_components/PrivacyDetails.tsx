import type {ReactNode} from 'react';
import {ContactList, OwnerAddress} from '@site/src/components/ContactList';
import {ExternalLink} from '@site/src/components/ExternalLink';
import {LegalText} from '@site/src/components/LegalText';
import {numberInWords} from '@site/src/lib/numbers';
import type {Legal, Studio} from '@site/src/data/content';

type Hosting = Legal['hosting'];

export interface PrivacyDetailsProps {
  /** The controller's name, address and contact (src/data/studio.yml). */
  readonly studio: Studio;
  /** Host, linked platforms and the supervisory authority (src/data/legal.yml). */
  readonly legal: Legal;
}

/** "sieben Tagen", "einem Tag", "14 Tagen": the retention period as it reads in a sentence (the schema keeps it at 1 to 365). */
export function retentionText(days: number): string {
  return days === 1 ? 'einem Tag' : `${numberInWords(days)} Tagen`;
}

/** Where the host has its seat and, outside the EU/EEA, what the transfer rests on (Art. 13 (1) f GDPR; plugins/content/checks.ts requires it). */
function HostLocation({hosting}: {readonly hosting: Hosting}): ReactNode {
  if (!hosting.outsideEu) {
    return (
      <p>Der Anbieter hat seinen Sitz in der Europäischen Union und verarbeitet die Daten dort.</p>
    );
  }
  return (
    <p>
      Der Anbieter hat seinen Sitz in einem Drittland ({hosting.country}), also außerhalb der
      Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR). Die Protokolldaten können
      daher in dieses Land übermittelt werden. Grundlage der Übermittlung (Art. 44 ff. DSGVO):{' '}
      {hosting.transferBasis?.replace(/\.$/, '')}. Auf Anfrage teile ich Ihnen Näheres dazu mit.
    </p>
  );
}

/** "Facebook", "Facebook und Instagram", "A, B und C". */
function germanList(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names.at(-1)}` : names.join('');
}

/**
 * Her own pages on platforms that show her statistics about their visitors (Page Insights): she
 * and the operator are joint controllers (Art. 26 GDPR; CJEU C-210/16 "Wirtschaftsakademie"), and
 * the essence of their agreement is made available (Art. 26 (2)). Platforms sharing one agreement
 * (Facebook and Instagram: Meta's) are named together.
 */
function OwnPages({platforms}: {readonly platforms: Legal['platforms']}): ReactNode {
  const agreements = new Map<string, string[]>();
  for (const {name, jointControllerAgreement: url} of platforms)
    if (url) agreements.set(url, [...(agreements.get(url) ?? []), name]);
  if (agreements.size === 0) return null;
  const names = germanList(
    platforms.filter((platform) => platform.jointControllerAgreement).map(({name}) => name),
  );
  return (
    <>
      <h2>Meine Seiten bei {names}</h2>
      <p>
        Ich habe eigene Seiten bei {names}. Wenn Sie eine davon besuchen, verarbeitet der Betreiber
        der Plattform Ihre Daten nach seiner eigenen Datenschutzerklärung (siehe die Liste oben).
        Aus der Nutzung meiner Seiten erstellt er außerdem Statistiken und zeigt sie mir in
        zusammengefasster Form, etwa wie viele Menschen einen Beitrag gesehen haben; wer das war,
        erfahre ich daraus nicht. Für diese Statistiken sind der Betreiber und ich gemeinsam
        verantwortlich (Art. 26 DSGVO; Europäischer Gerichtshof, Urteil vom 5. Juni 2018, C-210/16).
        Rechtsgrundlage für meinen Teil ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse
        liegt darin, mein Studio dort vorzustellen und zu erfahren, welche Beiträge Interessierte
        ansprechen.
      </p>
      <p>
        In einer Vereinbarung mit mir hat der Betreiber die Hauptverantwortung übernommen: Er
        informiert Sie über die Verarbeitung und erfüllt Ihre Rechte, etwa auf Auskunft oder
        Löschung. Am schnellsten wenden Sie sich dafür direkt an ihn; Sie können sich aber auch an
        mich wenden, dann leite ich Ihr Anliegen weiter. Die Vereinbarung im Wortlaut:
      </p>
      <ul>
        {[...agreements].map(([url, shared]) => (
          <li key={url}>
            <ExternalLink href={url}>Vereinbarung für {germanList(shared)}</ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The platforms the site links to, their providers and their privacy policies. */
function PlatformList({platforms}: {readonly platforms: Legal['platforms']}): ReactNode {
  return (
    <ul>
      {platforms.map((platform) => (
        <li key={platform.name}>
          {platform.name}: {platform.provider} (
          <ExternalLink href={platform.privacyUrl}>
            Datenschutzerklärung von {platform.name}
          </ExternalLink>
          )
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy statement (Art. 13/14 GDPR). The site itself sets no cookies and has no tracking or
 * forms; what is processed is the host's server log (with IP addresses), contact by phone or
 * e-mail, health details a client gives for a treatment, the recipients (e-mail provider, tax
 * adviser for invoices, and Treatwell only with consent: the review invitation is advertising, § 7 (2) no. 2 UWG), the
 * published reviews, client photos published with consent, and her own social-media pages (joint
 * controllership). Links to platforms transfer data only when followed. Every fact (controller,
 * host, platforms, authority) comes from the content files.
 */
export function PrivacyDetails({studio, legal}: PrivacyDetailsProps): ReactNode {
  const {hosting, platforms, dataProtectionAuthority: authority} = legal;
  const emailProvider = legal.emailProvider?.trim();
  const treatwell = platforms.find((platform) => platform.name.toLowerCase() === 'treatwell');
  const treatwellName = `Treatwell${treatwell ? ` (${treatwell.provider})` : ''}`;
  const ownPages = platforms.some((platform) => platform.jointControllerAgreement);
  const retention = retentionText(hosting.logRetentionDays);
  return (
    <LegalText>
      <p>
        Kurz gesagt: Diese Website setzt keine Cookies, verwendet keine Analyse- oder
        Tracking-Werkzeuge und enthält keine Formulare. Wie bei praktisch jeder Website speichert
        jedoch der Server meines Hosting-Anbieters bei jedem Aufruf technische Daten, darunter die
        IP-Adresse Ihres Geräts, in Protokolldateien; diese werden nach {retention} gelöscht. Welche
        Daten das im Einzelnen sind, was mit Ihren Angaben geschieht, wenn Sie mich anrufen oder mir
        schreiben, und welche Rechte Sie haben, erfahren Sie hier.
      </p>

      <h2>Verantwortliche</h2>
      <p>
        Verantwortlich für die Verarbeitung personenbezogener Daten im Sinne der
        Datenschutz-Grundverordnung (DSGVO) ist:
      </p>
      <OwnerAddress studio={studio} />
      <ContactList studio={studio} />

      <h2>Keine Cookies, kein Tracking, keine Inhalte Dritter</h2>
      <p>
        Beim bloßen Besuch dieser Website werden personenbezogene Daten nur in den
        Server-Protokollen meines Hosting-Anbieters verarbeitet (dazu der nächste Abschnitt).
        Darüber hinaus gilt:
      </p>
      <ul>
        <li>
          Es werden keine Cookies gesetzt und keine Daten im Local Storage oder Session Storage
          Ihres Browsers abgelegt.
        </li>
        <li>
          Es gibt keine Analyse- oder Tracking-Werkzeuge, keine Werbung und keine
          Social-Media-Plugins.
        </li>
        <li>Es gibt keine Formulare, kein Kundenkonto und keinen Newsletter.</li>
        <li>
          Schriften, Bilder und Videos kommen von dieser Website selbst. Ihr Browser baut beim
          Besuch keine Verbindung zu Servern anderer Anbieter auf, etwa zu Google Fonts oder
          YouTube.
        </li>
        <li>
          Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.
        </li>
      </ul>

      <h2>Hosting und Server-Protokolle</h2>
      <p>
        Hosting-Anbieter dieser Website ist {hosting.provider}, {hosting.address}. Er verarbeitet
        die Daten ausschließlich in meinem Auftrag und nach meinen Weisungen (Art. 28 DSGVO). Bei
        jedem Aufruf einer Seite übermittelt Ihr Browser technisch notwendige Daten, die der Server
        in Protokolldateien (Logfiles) speichert:
      </p>
      <ul>
        <li>IP-Adresse,</li>
        <li>Datum und Uhrzeit des Abrufs,</li>
        <li>aufgerufene Seite oder Datei, Statuscode und übertragene Datenmenge,</li>
        <li>Browser und Betriebssystem (User-Agent),</li>
        <li>die zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt.</li>
      </ul>
      <p>
        Diese Daten werden benötigt, um die Website auszuliefern, ihre Sicherheit zu gewährleisten
        (etwa um Angriffe zu erkennen und abzuwehren) und Fehler zu finden. Ohne sie lässt sich die
        Website nicht aufrufen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes
        Interesse liegt im sicheren und stabilen Betrieb der Website. Die Protokolle werden nach{' '}
        {retention} gelöscht, es sei denn, ein konkreter Sicherheitsvorfall muss noch aufgeklärt
        werden; dann werden die betroffenen Einträge bis zu dessen Klärung aufbewahrt. Ich führe
        diese Daten nicht mit anderen Daten zusammen.
      </p>
      <HostLocation hosting={hosting} />

      <h2>Kontakt per Telefon oder E-Mail</h2>
      <p>
        Termine vereinbare ich telefonisch. Wenn Sie mich anrufen oder mir eine E-Mail schreiben,
        verwende ich Ihre Angaben (etwa Name, Telefonnummer, Terminwunsch oder den Inhalt Ihrer
        Nachricht) ausschließlich, um Ihre Anfrage zu beantworten und einen Termin mit Ihnen zu
        vereinbaren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit es um einen Termin oder
        eine Behandlung geht, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse
        liegt darin, Ihre Anfrage zu beantworten. Ihre Angaben sind freiwillig; ohne sie kann ich
        jedoch keinen Termin mit Ihnen vereinbaren. Außer mir erhalten sie nur die Empfänger, die
        ich unten unter „Empfänger Ihrer Daten“ nenne: mein E-Mail-Anbieter, über dessen Server
        E-Mails laufen, und – nur mit Ihrer Einwilligung – Treatwell. Ich lösche Ihre Angaben,
        sobald sie für diesen Zweck nicht mehr benötigt werden und keine gesetzlichen
        Aufbewahrungspflichten entgegenstehen.
      </p>

      <h2>Gesundheitsangaben bei der Terminvereinbarung</h2>
      <p>
        Vor manchen Behandlungen muss ich wissen, ob etwas dagegen spricht: ob Sie etwa zu
        Lippenherpes neigen, schwanger sind oder einen Herzschrittmacher tragen. Solche Angaben
        machen Sie mir, wenn wir einen Termin vereinbaren, oder vor der Behandlung. Sie sind
        Gesundheitsdaten und besonders geschützt. Ich verarbeite sie nur mit Ihrer ausdrücklichen
        Einwilligung (Art. 9 Abs. 2 lit. a DSGVO) und nur, um zu entscheiden, ob und wie ich Sie
        sicher behandeln kann. Ich gebe sie an niemanden weiter und trage sie nicht bei Treatwell
        ein; nennen Sie sie mir deshalb bitte am Telefon oder im Studio und nicht per E-Mail. Sie
        können Ihre Einwilligung jederzeit widerrufen; dann lösche ich die Angaben, soweit keine
        gesetzliche Aufbewahrungspflicht entgegensteht.
      </p>

      <h2>Wie lange ich Ihre Daten aufbewahre</h2>
      <p>
        Notizen zu Ihrer Haut und Gesundheit, die ich für Ihre Behandlungen brauche, bewahre ich
        auf, solange Sie zu mir kommen, und lösche sie spätestens drei Jahre nach Ihrem letzten
        Termin. Rechnungen bewahre ich acht Jahre auf, weil das Steuerrecht es verlangt (§ 147 AO).
      </p>

      <h2>Empfänger Ihrer Daten</h2>
      <p>Ihre Daten verkaufe ich nicht. Außer mir erhalten sie nur diese Empfänger:</p>
      <ul>
        <li>Mein Hosting-Anbieter: die Server-Protokolle (siehe oben).</li>
        <li>
          Mein E-Mail-Anbieter{emailProvider ? `, ${emailProvider}` : ''}: Über seine Server laufen
          die E-Mails, die Sie mir schreiben, und dort werden sie gespeichert. Er verarbeitet sie in
          meinem Auftrag und nach meinen Weisungen (Art. 28 DSGVO).
        </li>
        <li>
          {treatwellName}: nur mit Ihrer Einwilligung Ihren Namen, Ihre E-Mail-Adresse, den Termin
          und die Behandlung, damit Treatwell Sie zu einer Bewertung einladen kann (siehe den
          nächsten Abschnitt).
        </li>
        <li>
          Meine Steuerberatung: die Angaben auf meinen Rechnungen (Name, Anschrift, Behandlung und
          Betrag) für Buchführung und Steuererklärung. Dazu bin ich gesetzlich verpflichtet (Art. 6
          Abs. 1 lit. c DSGVO in Verbindung mit § 147 Abgabenordnung); Steuerberaterinnen und
          Steuerberater sind zur Verschwiegenheit verpflichtet.
        </li>
      </ul>

      <h2>Einladung zur Bewertung über Treatwell</h2>
      <p>
        Vereinbaren wir einen Termin telefonisch, frage ich Sie, ob ich ihn in meinem Kalender bei
        Treatwell eintragen darf. Nur wenn Sie einverstanden sind, trage ich ihn ein.{' '}
        {treatwellName} erhält dann Ihren Namen, Ihre E-Mail-Adresse, den Termin und die Behandlung
        und bittet Sie nach dem Termin per E-Mail um eine Bewertung. Rechtsgrundlage ist Ihre
        Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie ist freiwillig: Ihren Termin bekommen Sie
        auch ohne sie.
      </p>
      <p>
        Sie können Ihre Einwilligung jederzeit ohne Angabe von Gründen widerrufen, formlos per
        E-Mail oder Telefon an die oben genannten Kontaktdaten. Dann trage ich keine Termine mehr
        für Sie bei Treatwell ein und lösche Ihre Angaben in meinem Treatwell-Kalender. Die
        Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt.
      </p>
      <p>
        Buchen Sie selbst über Treatwell, gelten dafür die Bedingungen und die Datenschutzerklärung
        von Treatwell. Ich erhalte dann von Treatwell Ihren Namen, Ihre Kontaktdaten, den Termin und
        die Behandlung, um den Termin mit Ihnen wahrzunehmen (Art. 6 Abs. 1 lit. b DSGVO).
      </p>

      <h2>Bewertungen auf dieser Website</h2>
      <p>
        Auf der Startseite zeige ich Bewertungen, die Kundinnen und Kunden auf meiner Seite bei
        Treatwell veröffentlicht haben: Vorname und ersten Buchstaben des Nachnamens, wie sie dort
        erscheinen, Sterne, Text und die bewertete Behandlung. Rechtsgrundlage ist Art. 6 Abs. 1
        lit. f DSGVO; mein berechtigtes Interesse liegt darin, Interessierten die Erfahrungen
        anderer Kundinnen und Kunden zu zeigen. Möchten Sie nicht, dass Ihre Bewertung hier
        erscheint, genügt eine kurze Nachricht per E-Mail oder Telefon: Ich entferne sie dann
        umgehend von dieser Website. Ihre Bewertung bei Treatwell bleibt davon unberührt; dort
        können Sie sie selbst ändern oder löschen.
      </p>

      <h2>Fotos und Videos von Kundinnen und Kunden</h2>
      <p>
        Fotos und Videos, auf denen Kundinnen oder Kunden zu sehen sind, etwa Vorher-nachher-Bilder
        in der Galerie, veröffentliche ich nur mit deren ausdrücklicher Einwilligung (Art. 6 Abs. 1
        lit. a DSGVO). Weil solche Aufnahmen den Zustand der Haut zeigen und damit Gesundheitsdaten
        sein können, beruht die Einwilligung zugleich auf Art. 9 Abs. 2 lit. a DSGVO. Diese
        Einwilligung können Sie jederzeit ohne Angabe von Gründen formlos widerrufen, zum Beispiel
        per E-Mail an die oben genannte Adresse. Ich entferne die Aufnahmen dann umgehend von dieser
        Website. Die Rechtmäßigkeit der Veröffentlichung bis zum Widerruf bleibt davon unberührt.
      </p>

      <h2>Links zu anderen Websites</h2>
      <p>
        Diese Website enthält Links zu anderen Websites, vor allem zu meinen Seiten bei den unten
        genannten Plattformen. Es sind einfache Links, keine eingebundenen Inhalte: Solange Sie
        keinen davon anklicken, werden keine Daten an die Anbieter dieser Websites übermittelt. Erst
        wenn Sie einem Link folgen, ruft Ihr Browser die Seite des Anbieters auf und übermittelt ihm
        dabei insbesondere Ihre IP-Adresse. Von welcher Seite dieser Website Sie kommen, erfährt der
        Anbieter nicht. Für die Verarbeitung Ihrer Daten ist ab diesem Zeitpunkt{' '}
        {ownPages ? '' : 'allein '}der jeweilige Anbieter verantwortlich; sie richtet sich nach
        dessen Datenschutzerklärung.
        {ownPages &&
          ' Für die Statistiken zu meinen eigenen Seiten bin ich mitverantwortlich (siehe unten).'}
      </p>
      <p>Die verlinkten Plattformen und ihre Anbieter:</p>
      <PlatformList platforms={platforms} />
      <OwnPages platforms={platforms} />

      <h2>Ihre Rechte</h2>
      <p>Soweit ich personenbezogene Daten von Ihnen verarbeite, haben Sie das Recht auf</p>
      <ul>
        <li>Auskunft über diese Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>
          Datenübertragbarkeit, soweit die Verarbeitung auf Ihrer Einwilligung oder einem Vertrag
          beruht und automatisiert erfolgt (Art. 20 DSGVO),
        </li>
        <li>
          Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).
        </li>
      </ul>
      <p>
        Dafür genügt eine formlose Nachricht per E-Mail, Telefon oder Post an die oben genannten
        Kontaktdaten.
      </p>

      <h3>Widerspruchsrecht nach Art. 21 DSGVO</h3>
      <p>
        Verarbeite ich Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse),
        können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben,
        jederzeit widersprechen. Ich verarbeite die Daten dann nicht mehr, es sei denn, ich kann
        zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten
        überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von
        Rechtsansprüchen.
      </p>

      <h3>Beschwerderecht bei einer Aufsichtsbehörde</h3>
      <p>
        Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen Datenschutzrecht
        verstößt, können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).
        Für mich zuständig ist die Aufsichtsbehörde an meinem Sitz:
      </p>
      <address>
        {authority.name}
        <br />
        {authority.address}
        <br />
        <ExternalLink href={authority.url}>
          {authority.url.replace(/^https?:\/\//, '')}
        </ExternalLink>
      </address>
    </LegalText>
  );
}
