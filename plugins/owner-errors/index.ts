/**
 * Local plugin: her errors reach the command that runs the build (scripts/docusaurus.mjs), which
 * prints them in German without Docusaurus' English report (scripts/ownerError.mjs). A mistake in
 * an article is found while the bundler compiles it (plugins/blog: unsafe HTML, images), and
 * Docusaurus' ForceTerminatePlugin would then print the bundler's whole report and end the process
 * itself. Without it in the client build, the build fails the ordinary way (its compile step
 * rejects, as the server build's does) and the command decides what to show.
 */
import type {Plugin} from '@docusaurus/types';

export default function ownerErrorsPlugin(): Plugin {
  return {
    name: 'owner-errors',
    configureWebpack(config, isServer) {
      if (!isServer)
        config.plugins = config.plugins?.filter(
          (plugin) => plugin?.constructor.name !== 'ForceTerminatePlugin',
        );
      return {};
    },
  };
}
