// Swizzled (eject, the theme's intended hook) so that every title stays within 50–60 characters.
import type {ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';
import {studio} from '@site/src/data/studio';
import {formatPageTitle} from '@site/src/lib/pageTitle';

export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle, titleDelimiter}) =>
        formatPageTitle({title, siteTitle, shortBrand: studio.ownerName, delimiter: titleDelimiter})
      }>
      {children}
    </TitleFormatterProvider>
  );
}
