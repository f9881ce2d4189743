// Swizzled (ejected): a page that crashes shows German text and a link home, no stack trace.
import type {ReactNode} from 'react';
import type {FallbackParams} from '@docusaurus/ErrorBoundary';
import {ErrorNotice} from '@site/src/components/ErrorNotice';

export default function ErrorPageContent({tryAgain}: FallbackParams): ReactNode {
  return <ErrorNotice tryAgain={tryAgain} />;
}
