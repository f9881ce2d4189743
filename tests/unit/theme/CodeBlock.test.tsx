import {expect, test} from '@jest/globals';
import {render} from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';

// What MDX makes of a code block in an article (a fenced block, or a line she indented by four
// spaces): <pre><code class="language-…">, through the theme's MDX components to @theme/CodeBlock.
const {pre: Pre, code: Code} = MDXComponents as unknown as Record<
  'pre' | 'code',
  (props: {className?: string; children: string | React.ReactElement}) => React.ReactElement
>;

test('a code block in an article is its text in <pre><code>, valid HTML: no element inside <code>', () => {
  const text = 'Rezept: 2 Karotten\n  1 Apfel\n';
  const {container} = render(
    <Pre>
      <Code className="language-text">{text}</Code>
    </Pre>,
  );
  const code = container.querySelector('pre > code');
  expect(code?.textContent).toBe(text);
  // The theme's CodeBlock puts a <div> per line into <code>, which HTML forbids.
  expect(code?.children).toHaveLength(0);
  expect(container.innerHTML).toBe(`<pre class="language-text"><code>${text}</code></pre>`);
});

test('inline code stays a plain <code>', () => {
  const {container} = render(<Code>npm start</Code>);
  expect(container.innerHTML).toBe('<code>npm start</code>');
});
