/**
 * Node's own `import()`, loaded by Node's own `require` (./articleCheck.ts): Docusaurus loads the
 * plugins through jiti, whose stand-in for `import()` cannot load ES modules that export for
 * `import` only, nor can code it runs call the real one.
 * @param {string} name
 */
module.exports = (name) => import(name);
