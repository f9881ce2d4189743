// Webpack/Rspack loader for src/data/*.yml: validates the owner's content and turns one file into
// an ES module (./module.ts). A CommonJS file because loaders are required by path; jiti (the
// TypeScript loader Docusaurus itself uses for its config) runs the TypeScript behind it.
const {join} = require('node:path');
const jiti = require('jiti')(__filename, {interopDefault: true});

module.exports = function contentLoader() {
  const {contentName, moduleSource} = jiti('./module.ts');
  const {CONTENT_NAMES, dataDir} = jiti('./load.ts');
  const siteDir = this.rootContext;
  // Every content file can feed another one's derived values: rebuild when any of them changes.
  for (const name of CONTENT_NAMES) this.addDependency(join(dataDir(siteDir), `${name}.yml`));
  try {
    return moduleSource(contentName(this.resourcePath), siteDir);
  } catch (error) {
    // The German report as it is, without a stack trace the owner cannot use.
    const report = new Error(error.message);
    report.stack = error.message;
    throw report;
  }
};
