import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// No docs section today: the docs plugin is off. Kept typed for a future knowledge-base part.
const sidebars = {} satisfies SidebarsConfig;

export default sidebars;
