// Swizzled (ejected): the last-resort page when rendering fails, in German and without a stack trace; core's fallback has hard-coded English that no translation reaches.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import {ErrorNotice} from '@site/src/components/ErrorNotice';

// Deliberately without the theme Layout: this page appears when the layout itself may be broken.
export default function Error({tryAgain}: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Fehler – bitte laden Sie die Seite neu</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice tryAgain={tryAgain} />
    </>
  );
}
