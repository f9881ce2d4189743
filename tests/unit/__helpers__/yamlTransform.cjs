// Jest transform for src/data/*.yml: the module a page imports, made by the same code as the
// build's loader (plugins/content/module.ts), so unit tests see the validated, derived content.
module.exports = {
  process(_source, filename) {
    const module = JSON.stringify(require.resolve('../../../plugins/content/module.ts'));
    return {
      code: `const {contentModule, contentName} = require(${module});\nmodule.exports = contentModule(contentName(${JSON.stringify(filename)}), process.cwd());`,
    };
  },
};
