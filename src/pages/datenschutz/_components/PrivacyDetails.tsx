import type {ReactNode} from 'react';
import {ContactList, OwnerAddress} from '@site/src/components/ContactList';
import {ExternalLink} from '@site/src/components/ExternalLink';
import {LegalText} from '@site/src/components/LegalText';
import type {Studio} from '@site/src/data/studio';

/** "7 Tagen", "einem Tag": the retention period as it reads in a sentence. */
export function retentionText(days: number): string {
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`src/data/studio.ts: field "hosting.logRetentionDays" must be a whole number of days ≥ 1, got ${days}`);
  }
  return days === 1 ? 'einem Tag' : `${days} Tagen`;
}

/**
 * The privacy statement (Art. 13 GDPR). The site collects nothing itself; what remains is the
 * host's server log, contact by phone or e-mail, and client photos published with consent.
 * Facts (controller, host, log retention, authority) come from the studio data.
 */
export function PrivacyDetails({studio}: {readonly studio: Studio}): ReactNode {
  const {hosting, dataProtectionAuthority: authority} = studio;
  return (
    <LegalText>
      <p>
        Kurz gesagt: Diese Website sammelt keine Daten über Sie. Sie setzt keine Cookies, misst
        nichts und lädt nichts von fremden Servern. Was dennoch geschieht, wenn Sie die Seiten
        aufrufen, mich anrufen oder mir schreiben, erfahren Sie hier.
      </p>

      <h2>Verantwortliche</h2>
      <p>Verantwortlich für die Verarbeitung personenbezogener Daten im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
      <OwnerAddress studio={studio} />
      <ContactList studio={studio} />

      <h2>Keine Cookies, kein Tracking, keine Inhalte Dritter</h2>
      <p>Ich erhebe auf dieser Website von mir aus keine personenbezogenen Daten. Im Einzelnen:</p>
      <ul>
        <li>
          Es werden keine Cookies gesetzt und keine Daten im Speicher Ihres Browsers abgelegt
          (weder Local Storage noch Session Storage).
        </li>
        <li>Es gibt keine Analyse- oder Tracking-Werkzeuge, keine Werbung und keine Social-Media-Plugins.</li>
        <li>Es gibt keine Formulare, kein Kundenkonto und keinen Newsletter.</li>
        <li>
          Schriften, Bilder und Videos kommen von dieser Website selbst. Ihr Browser baut beim
          Besuch keine Verbindung zu Servern anderer Anbieter auf, etwa zu Google Fonts oder YouTube.
        </li>
        <li>Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.</li>
      </ul>

      <h2>Hosting und Server-Protokolle</h2>
      <p>
        Hosting-Anbieter dieser Website ist {hosting.provider}, {hosting.address}. Er verarbeitet
        die Daten ausschließlich in meinem Auftrag (Art. 28 DSGVO). Bei jedem Aufruf
        einer Seite übermittelt Ihr Browser technisch notwendige Daten, die der Server in
        Protokolldateien (Logfiles) speichert:
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
        {retentionText(hosting.logRetentionDays)} gelöscht, es sei denn, ein konkreter
        Sicherheitsvorfall muss noch aufgeklärt werden; dann werden die betroffenen Einträge bis zu
        dessen Klärung aufbewahrt. Ich führe diese Daten nicht mit anderen Daten zusammen.
      </p>

      <h2>Kontakt per Telefon oder E-Mail</h2>
      <p>
        Termine vereinbare ich telefonisch. Wenn Sie mich anrufen oder mir eine E-Mail schreiben,
        verwende ich Ihre Angaben (etwa Name, Telefonnummer, Terminwunsch oder den Inhalt Ihrer
        Nachricht) ausschließlich, um Ihre Anfrage zu beantworten und einen Termin mit Ihnen zu
        vereinbaren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit es um einen Termin oder
        eine Behandlung geht, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse
        liegt darin, Ihre Anfrage zu beantworten. Ihre Angaben sind freiwillig, ohne sie kann ich
        jedoch keinen Termin mit Ihnen vereinbaren. Ich gebe sie nicht weiter und lösche sie,
        sobald sie für diesen Zweck nicht mehr benötigt werden und keine gesetzlichen
        Aufbewahrungspflichten entgegenstehen.
      </p>

      <h2>Fotos und Videos von Kundinnen und Kunden</h2>
      <p>
        Fotos und Videos, auf denen Kundinnen oder Kunden zu sehen sind, etwa Vorher-nachher-Bilder
        in der Galerie, veröffentliche ich nur mit deren ausdrücklicher Einwilligung (Art. 6 Abs. 1
        lit. a DSGVO). Diese Einwilligung können Sie jederzeit ohne Angabe von Gründen formlos
        widerrufen, zum Beispiel per E-Mail an die oben genannte Adresse. Ich entferne die
        Aufnahmen dann umgehend von dieser Website. Die Rechtmäßigkeit der Veröffentlichung bis zum
        Widerruf bleibt davon unberührt.
      </p>

      <h2>Links zu anderen Websites</h2>
      <p>
        Die Links zu meinen Seiten in sozialen Netzwerken und zu einer Buchungs- und
        Bewertungsplattform sind einfache Links. Erst wenn Sie einen davon anklicken, verbindet sich
        Ihr Browser mit dem jeweiligen Anbieter; ab dann gilt dessen Datenschutzerklärung. Dabei
        erfährt der Anbieter nicht, von welcher Seite dieser Website Sie kommen.
      </p>

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
        <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
      </ul>
      <p>Dafür genügt eine formlose Nachricht per E-Mail, Telefon oder Post an die oben genannten Kontaktdaten.</p>

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
        verstößt, können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77
        DSGVO). Für mich zuständig ist:
      </p>
      <address>
        {authority.name}
        <br />
        {authority.address}
        <br />
        <ExternalLink href={authority.url}>{authority.url.replace(/^https?:\/\//, '')}</ExternalLink>
      </address>
    </LegalText>
  );
}
