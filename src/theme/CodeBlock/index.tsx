// Swizzled (ejected): plain <pre><code> for a code block (an indented line in an article makes one); the theme's puts a <div> per line inside <code>, which html-validate and the W3C checker refuse.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlock({children, className}: Props): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}
