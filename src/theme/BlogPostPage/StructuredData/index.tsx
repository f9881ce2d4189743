// Swizzled (ejected): the original writes JSON.stringify() into the script, so a "</script>" in a post's front matter would end the element and run as script; serializeJsonLd escapes "<". It also captions the image in German, which the original writes in English.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {serializeJsonLd, withGermanImageCaption} from '@site/src/lib/structuredData';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  return (
    <Head>
      <script type="application/ld+json">
        {serializeJsonLd(withGermanImageCaption(structuredData))}
      </script>
    </Head>
  );
}
