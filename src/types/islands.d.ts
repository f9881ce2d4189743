// The custom elements of src/islands, as JSX knows them: plain HTML elements whose data-*
// attributes configure the island.
import 'react';

type IslandElementProps = import('react').DetailedHTMLProps<
  import('react').HTMLAttributes<HTMLElement>,
  HTMLElement
>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-carousel': IslandElementProps;
      'site-closure': IslandElementProps;
      'site-dialog': IslandElementProps;
      'site-email': IslandElementProps;
      'site-video': IslandElementProps;
    }
  }
}
