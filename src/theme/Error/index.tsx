// Swizzled (ejected): in `npm start`, the owner's preview (built pages run no React), a page that fails outside the layout shows this German notice; core's fallback is hard-coded English („This page crashed“) with the error text.
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
