import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Page} from '@site/src/components/Page';
import {WithPhoneLink} from '@site/src/components/PhoneLink';
import {PriceList} from './_components/PriceList';
import styles from './_components/styles.module.css';
import {useContent} from '@site/src/data/content';

export default function PriceListPage(): ReactNode {
  const {
    pages: {prices: meta},
    prices: {categories},
  } = useContent();
  return (
    <Page title={meta.title} description={meta.description} keywords={meta.keywords}>
      <div className={clsx('site-container', styles.page)}>
        <div className={styles.intro}>
          <h1 className="site-underlined">{meta.headline}</h1>
          {meta.intro.map((paragraph) => (
            <p key={paragraph}>
              <WithPhoneLink text={paragraph} className={styles.phone} />
            </p>
          ))}
        </div>
        <PriceList categories={categories} />
      </div>
    </Page>
  );
}
