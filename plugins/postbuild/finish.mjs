/**
 * How the finishing steps (./index.ts) reach the command that runs the build
 * (scripts/docusaurus.mjs): Docusaurus runs every plugin's `postBuild` side by side and checks the
 * links after them; steps that must see everything written run once its build has returned, in
 * their order, before the new build replaces the last one. The plugin hands them over with this
 * process event: a function of the folder the nginx files go to.
 */
export const FINISH_EVENT = 'site-finish';

/**
 * The plugin's side: hands the steps over; false when no command takes them (`docusaurus build`).
 * @param {(generatedDir: string) => Promise<void>} finish
 */
export const handOver = (finish) => process.emit(FINISH_EVENT, finish);
