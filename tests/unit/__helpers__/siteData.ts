/** What the pages receive of the repository's content (the content plugin's global data). */
import {siteContent, siteRoot} from './contentSite';

export const siteData = siteContent(siteRoot).derived;
