/**
 * The islands, the one list: each is src/islands/<name>.ts, a self-contained file that defines the
 * custom element <site-<name>>, and loads as
 * - 'module': a module script in the head of the pages that render it (<IslandScript>,
 *   src/components/IslandScript), inline in the build (plugins/postbuild/inline.ts), from
 *   /assets/islands in `npm start`;
 * - 'inline': a classic script inline in the head, for an island that must decide before the
 *   first paint (inlineIsland; the plugin that knows when a page needs it puts it there).
 * plugins/islands compiles what this names (and refuses a file it does not name), <IslandScript>
 * accepts the module islands' names, and JSX knows the elements (src/types/islands.d.ts). Adding
 * an island is its file and its line here.
 */
export const ISLANDS = {
  carousel: 'module',
  closure: 'inline',
  dialog: 'module',
  email: 'module',
  video: 'module',
} as const satisfies Record<string, 'module' | 'inline'>;

export type IslandName = keyof typeof ISLANDS;

/** An island that <IslandScript> loads as a module script. */
export type ModuleIsland = {
  [Name in IslandName]: (typeof ISLANDS)[Name] extends 'module' ? Name : never;
}[IslandName];

/** An island that runs as an inline script in the head (inlineIsland in plugins/islands). */
export type InlineIsland = Exclude<IslandName, ModuleIsland>;

/** The custom element an island defines. */
export type IslandElement = `site-${IslandName}`;

/** plugins/islands' global data: each module island's public URL. */
export interface IslandsData {
  readonly urls: Readonly<Record<ModuleIsland, string>>;
}
