import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Page} from '@site/src/components/Page';
import styles from './styles.module.css';

/** The spec's German 404 page (the theme's NotFound, src/theme/NotFound): a link home, noindex. */
export function NotFoundPage(): ReactNode {
  // One page answers every unknown address, so its canonical names the file that is served
  // (/404.html), not whatever address a visitor typed.
  const canonical = useBaseUrl('/404.html', {absolute: true});
  return (
    <Page
      title="Fehler 404: Seite nicht gefunden"
      description="Diese Seite gibt es nicht (mehr). Prüfen Sie die Adresse auf Tippfehler oder kehren Sie zur Startseite zurück."
      keywords={[]}
      noIndex
      className={styles.notFound}>
      <Head>
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
      </Head>
      <div className="site-container">
        <h1 className="site-underlined">Fehler 404: Seite nicht gefunden</h1>
        <p>
          Der Link, dem Sie gefolgt sind, ist möglicherweise veraltet oder fehlerhaft, oder die
          Seite wurde entfernt.
        </p>
        <p>
          Bitte prüfen Sie die Adresse auf Tippfehler oder gehen Sie zurück zur vorherigen Seite.
        </p>
        <p>
          <Link className={styles.home} to="/">
            Zur Startseite
          </Link>
        </p>
      </div>
    </Page>
  );
}
