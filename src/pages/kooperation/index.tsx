import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ObfuscatedEmail} from '@site/src/components/ObfuscatedEmail';
import {Page} from '@site/src/components/Page';
import {WithPhoneLink} from '@site/src/components/PhoneLink';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export default function CooperationPage(): ReactNode {
  const {
    cooperation: text,
    pages: {cooperation: meta},
  } = useContent();
  return (
    <Page title={meta.title} description={meta.description} keywords={meta.keywords}>
      <div className="site-container site-page">
        <div className={styles.intro}>
          <h1 className="site-underlined">{text.headline}</h1>
          <p className={styles.lead}>{text.lead}</p>
          <p>{text.intro}</p>
        </div>

        <section className={styles.section} aria-labelledby="kooperation-partner">
          <h2 id="kooperation-partner" className="site-underlined">
            {text.partners.heading}
          </h2>
          <div className={styles.partners}>
            {text.partners.cards.map((card, index) => (
              <section
                key={card.title}
                className={styles.card}
                aria-labelledby={`kooperation-partner-${index}`}>
                <h3 id={`kooperation-partner-${index}`}>{card.title}</h3>
                <p>{card.text}</p>
              </section>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="kooperation-qualitaet">
          <h2 id="kooperation-qualitaet" className="site-underlined">
            {text.standards.heading}
          </h2>
          <p className={styles.text}>{text.standards.intro}</p>
          <ol className={styles.standards}>
            {text.standards.items.map((standard) => (
              <li key={standard.title} className={styles.standard}>
                <strong className={styles.standardTitle}>{standard.title}</strong>
                <span>{standard.text}</span>
              </li>
            ))}
          </ol>
          <p className={styles.text}>{text.standards.outro}</p>
        </section>

        <section className={styles.section} aria-labelledby="kooperation-anfrage">
          <h2 id="kooperation-anfrage" className="site-underlined">
            {text.request.heading}
          </h2>
          <ul className={styles.checklist}>
            {text.request.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.text}>{text.request.outro}</p>
        </section>

        <section
          className={clsx(styles.section, styles.contact)}
          aria-labelledby="kooperation-kontakt">
          <h2 id="kooperation-kontakt" className="site-underlined">
            {text.contact.heading}
          </h2>
          <p>{text.contact.intro}</p>
          <p className={styles.email}>
            <ObfuscatedEmail withButton />
          </p>
          <p className={styles.hint}>{text.contact.spamHint}</p>
          <p className={styles.hint}>
            <WithPhoneLink text={text.contact.phoneHint} className={styles.phone} />
          </p>
        </section>
      </div>
    </Page>
  );
}
