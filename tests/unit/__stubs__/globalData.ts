// Stands in for `@generated/globalData`: the plugins' global data. The content plugin's is the
// site's own content, as the build hands it over; others are filled per test
// (tests/unit/__helpers__/mediaData.tsx), so components read it through the real `usePluginData`.
import {siteContent} from '../__helpers__/contentSite';

const globalData: Record<string, Record<string, unknown>> = {
  content: {default: siteContent(process.cwd()).derived},
};

export default globalData;
