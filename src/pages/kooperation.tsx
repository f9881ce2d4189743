import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ObfuscatedEmail} from '@site/src/components/ObfuscatedEmail';
import {Page} from '@site/src/components/Page';
import {PhoneLink} from '@site/src/components/PhoneLink';
import styles from './kooperation.module.css';

/** The owner's quality standards for partner brands (her criteria, not claims about anyone). */
const standards: ReadonlyArray<{readonly title: string; readonly text: string}> = [
  {
    title: 'Hergestellt in Deutschland oder der EU',
    text: 'Ich möchte wissen, woher ein Produkt kommt. Eine nachvollziehbare Herkunft und kurze Lieferwege sind mir wichtig.',
  },
  {
    title: 'Dermatologisch getestet',
    text: 'Die Verträglichkeit sollte durch unabhängige Tests belegt sein – und Sie zeigen mir die Ergebnisse gern, wenn ich danach frage.',
  },
  {
    title: 'Transparente Inhaltsstoffe',
    text: 'Eine vollständige INCI-Liste und verständliche Angaben zu den Wirkstoffen gehören für mich dazu, damit ich meine Kundinnen und Kunden ehrlich beraten kann.',
  },
  {
    title: 'Ohne Tierversuche',
    text: 'Das gilt für das fertige Produkt ebenso wie für seine Inhaltsstoffe.',
  },
  {
    title: 'Überzeugend in der Anwendung',
    text: 'Ich teste jedes Produkt selbst, bevor ich es in meinen Behandlungen einsetze oder weiterempfehle.',
  },
];

export default function CooperationPage(): ReactNode {
  return (
    <Page
      title="Kooperationen & Partner"
      description="Kosmetikhersteller und Spa-Hotels: Schlagen Sie mir eine Kooperation vor. Ich arbeite nur mit Marken, die meine Qualitätsansprüche erfüllen."
      keywords={['Kooperation Kosmetikstudio', 'Kosmetikmarke Partner', 'Spa-Hotel Kooperation', 'Berlin Kosmetik']}>
      <div className={clsx('site-container', styles.page)}>
        <div className={styles.intro}>
          <h1 className="site-underlined">Kooperationen mit Kosmetikmarken und Spa-Hotels</h1>
          <p className={styles.lead}>
            Sie stellen hochwertige Kosmetik her oder führen ein Spa- oder Wellnesshotel und suchen eine Partnerin, die
            Ihre Produkte mit Sorgfalt und Fachwissen einsetzt? Dann freue ich mich auf Ihren Vorschlag.
          </p>
          <p>
            In meinem Studio behandle ich jede Kundin und jeden Kunden persönlich. Was ich verwende und empfehle, wähle ich
            deshalb mit Bedacht aus. Eine Zusammenarbeit gehe ich nur ein, wenn sie für beide Seiten passt – und für die
            Menschen, die zu mir kommen.
          </p>
        </div>

        <section className={styles.section} aria-labelledby="kooperation-partner">
          <h2 id="kooperation-partner" className="site-underlined">
            Mit wem ich gern zusammenarbeite
          </h2>
          <div className={styles.partners}>
            <section className={styles.card} aria-labelledby="kooperation-hersteller">
              <h3 id="kooperation-hersteller">Kosmetikhersteller</h3>
              <p>
                Sie entwickeln Pflegeprodukte für die professionelle Anwendung oder für die Pflege zu Hause? Ich teste neue
                Produkte gern in meinem Studio, setze sie in meinen Behandlungen ein und empfehle, was mich überzeugt, ehrlich
                weiter.
              </p>
            </section>
            <section className={styles.card} aria-labelledby="kooperation-hotels">
              <h3 id="kooperation-hotels">Spa- und Wellnesshotels</h3>
              <p>
                Sie möchten Ihren Gästen Behandlungen auf hohem Niveau anbieten – an Wellness-Wochenenden, bei besonderen
                Anlässen oder als feste Ergänzung Ihres Spa-Angebots? Gemeinsam finden wir ein Format, das zu Ihrem Haus
                passt.
              </p>
            </section>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="kooperation-qualitaet">
          <h2 id="kooperation-qualitaet" className="site-underlined">
            Meine Qualitätsansprüche
          </h2>
          <p className={styles.text}>
            Ich verwende nur Produkte, hinter denen ich mit gutem Gewissen stehen kann. Für eine Kooperation kommen deshalb
            nur Marken infrage, die diese Ansprüche erfüllen:
          </p>
          <ol className={styles.standards}>
            {standards.map((standard) => (
              <li key={standard.title} className={styles.standard}>
                <strong className={styles.standardTitle}>{standard.title}</strong>
                <span>{standard.text}</span>
              </li>
            ))}
          </ol>
          <p className={styles.text}>
            Bei Spa-Hotels achte ich außerdem auf ruhige, hygienisch einwandfreie Behandlungsräume und darauf, dass die
            Produkte im Haus dieselben Ansprüche erfüllen.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="kooperation-anfrage">
          <h2 id="kooperation-anfrage" className="site-underlined">
            Was Ihre Anfrage enthalten sollte
          </h2>
          <ul className={styles.checklist}>
            <li>Ihr Unternehmen und eine feste Ansprechperson</li>
            <li>
              Ihre Idee: um welche Produkte oder Leistungen es geht, wie Sie sich die Zusammenarbeit vorstellen (zum
              Beispiel Produkttest, Behandlungen in Ihrem Spa oder eine gemeinsame Aktion) und in welchem Zeitraum
            </li>
            <li>Unterlagen zu den Produkten: INCI-Listen, Herkunft, Prüfberichte oder Zertifikate</li>
            <li>Ihre Vorstellungen zu Konditionen, Schulung und Produktproben</li>
            <li>einen Link zu Ihrer Website</li>
          </ul>
          <p className={styles.text}>
            Bitte schicken Sie mir vorab noch keine Produkte. Wenn Ihr Angebot zu meinem Studio passt, melde ich mich bei
            Ihnen und wir besprechen die nächsten Schritte.
          </p>
        </section>

        <section className={clsx(styles.section, styles.contact)} aria-labelledby="kooperation-kontakt">
          <h2 id="kooperation-kontakt" className="site-underlined">
            Schreiben Sie mir
          </h2>
          <p>Ich lese jede Anfrage persönlich. Sie erreichen mich per E-Mail unter:</p>
          <p className={styles.email}>
            <ObfuscatedEmail withButton />
          </p>
          <p className={styles.hint}>
            Zum Schutz vor Spam steht die Adresse hier mit „(at)“ und „(punkt)“. Setzen Sie dafür beim Schreiben einfach @
            und einen Punkt ein – oder nutzen Sie den Button, der Ihr E-Mail-Programm öffnet.
          </p>
          <p className={styles.hint}>
            Diese Adresse ist für Kooperationsanfragen gedacht. Termine für Behandlungen vereinbaren Sie bitte telefonisch
            unter <PhoneLink className={styles.phone} />.
          </p>
        </section>
      </div>
    </Page>
  );
}
