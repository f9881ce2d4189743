// Swizzled (eject, the theme's intended hook): every title is composed to 50–60 characters (lib/pageTitle).
import type {ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';
import {documentTitle} from '@site/src/lib/pageTitle';
import {useContent} from '@site/src/data/content';

export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  const {studio} = useContent();
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle, titleDelimiter}) =>
        title.trim() ? documentTitle(title, studio, titleDelimiter) : siteTitle
      }>
      {children}
    </TitleFormatterProvider>
  );
}
