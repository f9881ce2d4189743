/** What the pages receive of the repository's content (the content plugin's global data). */
import {siteContent} from '@site/plugins/content/load';
import {siteRoot} from './contentSite';

export const siteData = siteContent(siteRoot).derived;
