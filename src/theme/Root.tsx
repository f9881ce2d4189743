// Wraps every page (Docusaurus' Root): in `npm start`, while a content file or a blog article has
// a mistake, the page shows the German report of the content plugin instead, exactly as the
// terminal prints it; it is checked again after every save and disappears by itself once fixed
// (plugins/content/preview.ts). A build with mistakes stops, so it never shows this.
import type {ReactNode} from 'react';
import {useContentReport} from '@site/src/data/content';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const report = useContentReport();
  if (!report) return children;
  return (
    <main lang="de" style={{maxWidth: '60rem', margin: '2rem auto', padding: '0 1rem'}}>
      <h1>Bitte korrigieren Sie Ihre Inhalte</h1>
      <pre style={{whiteSpace: 'pre-wrap', fontSize: '1rem', lineHeight: 1.5}}>{report}</pre>
      <p>
        Sobald Sie die genannten Stellen korrigiert und gespeichert haben, verschwindet diese
        Meldung von selbst.
      </p>
    </main>
  );
}
