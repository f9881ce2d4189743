// Stands in for `@generated/globalData`: the plugins' global data, filled per test by
// tests/unit/__helpers__/mediaData.tsx so components read it through the real `usePluginData`.
const globalData: Record<string, Record<string, unknown>> = {};

export default globalData;
