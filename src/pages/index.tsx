import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Page} from '@site/src/components/Page';
import {studio} from '@site/src/data/studio';
import {beautySalonJsonLd, serializeJsonLd} from '@site/src/lib/structuredData';
import {
  BlogTeasers,
  Hero,
  Intro,
  PermanentMakeupBanner,
  Reviews,
  SalonInfo,
  Services,
  SocialStrip,
} from './_components/HomeSections';

export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const jsonLd = beautySalonJsonLd(studio, {siteUrl: siteConfig.url, imageUrl: `${siteConfig.url}/images/social-card.jpg`});
  return (
    <Page
      title={`${studio.studioName} in Berlin-${studio.address.district}`}
      description="Gesichtsbehandlungen, Aqua Facial, Permanent Make-up und Wimpernverlängerung in ruhiger, grüner Lage in Berlin Steglitz-Zehlendorf."
      keywords={['Kosmetikstudio Berlin', 'Kosmetik Steglitz', 'Kosmetik Zehlendorf', 'Permanent Make-up Berlin', 'Aqua Facial', 'Wimpernverlängerung']}>
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
