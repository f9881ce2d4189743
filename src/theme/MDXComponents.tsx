// Swizzled (wrapped), as Docusaurus documents for global MDX components: the <ArticleImage> that plugins/blog/articleImages.ts makes of every Markdown image.
import MDXComponents from '@theme-original/MDXComponents';
import {ArticleImage} from '@site/src/components/ArticleImage';

export default {...MDXComponents, ArticleImage};
