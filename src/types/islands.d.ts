// The custom elements of src/islands, as JSX knows them: plain HTML elements whose data-*
// attributes configure the island. Their names come from the one list, src/islands/index.ts.
import 'react';

type IslandElementProps = import('react').DetailedHTMLProps<
  import('react').HTMLAttributes<HTMLElement>,
  HTMLElement
>;

type IslandElements = Record<import('../islands').IslandElement, IslandElementProps>;

declare module 'react' {
  namespace JSX {
    // Merged into React's list: an interface takes members from a type only by extending it.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends IslandElements {}
  }
}
