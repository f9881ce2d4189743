// Swizzled (ejected): plain <pre><code>; the theme's CodeBlock puts Prism into every blog page's bundle and no option turns highlighting off.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlock({children, className}: Props): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}
