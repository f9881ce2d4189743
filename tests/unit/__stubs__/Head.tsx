// Stands in for `@docusaurus/Head`, whose react-helmet-async needs the provider of a Docusaurus
// app: renders the head's children in place, so a test can see e.g. which island script a
// component names (jsdom runs no scripts).
import type {ReactNode} from 'react';

export default function Head({children}: {readonly children?: ReactNode}): ReactNode {
  return children;
}
