import type {ReactNode} from 'react';
import type {RichText as RichTextValue} from '@site/src/data/derive';

/** A description from prices.yml: a string is a paragraph, `{list}` a bullet list. */
export function RichText({value}: {readonly value: RichTextValue}): ReactNode {
  return (
    <>
      {value.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
