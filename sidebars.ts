// The design card keeps sidebars.ts at the top level; the site has no docs section (`docs: false`).
export default {};
