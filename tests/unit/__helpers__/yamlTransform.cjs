// Jest transform for src/data/*.yml: what the pages receive of that file (plugins/content, the
// same code as the build), so unit tests compare with the validated, derived content.
module.exports = {
  process(_source, filename) {
    const load = JSON.stringify(require.resolve('../../../plugins/content/load.ts'));
    const name = JSON.stringify(require('node:path').basename(filename, '.yml'));
    return {
      code: `module.exports = require(${load}).siteContent(process.cwd()).derived[${name}];`,
    };
  },
};
