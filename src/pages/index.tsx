import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Page} from '@site/src/components/Page';
import {serializeJsonLd} from '@site/src/lib/structuredData';
import {beautySalonJsonLd} from '@site/src/data/structuredData';
import {BlogTeasers} from './_components/BlogTeasers';
import {Hero} from './_components/Hero';
import {Intro} from './_components/Intro';
import {PermanentMakeupBanner} from './_components/PermanentMakeupBanner';
import {Reviews} from './_components/Reviews';
import {SalonInfo} from './_components/SalonInfo';
import {Services} from './_components/Services';
import {SocialStrip} from './_components/SocialStrip';
import {useContent} from '@site/src/data/content';

export default function HomePage(): ReactNode {
  const {
    home: {priceRange},
    pages: {home: meta},
    studio,
  } = useContent();
  const jsonLd = beautySalonJsonLd(studio, {
    imageUrl: `${studio.url}/images/social-card.jpg`,
    priceRange,
  });
  return (
    <Page title={meta.title} description={meta.description} keywords={meta.keywords}>
      <Head>
        <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>
      </Head>
      <Hero />
      <Intro />
      <Services />
      <PermanentMakeupBanner />
      <BlogTeasers />
      <SalonInfo />
      <SocialStrip />
      <Reviews />
    </Page>
  );
}
