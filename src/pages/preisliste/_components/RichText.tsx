import type {ReactNode} from 'react';
import type {RichText as RichTextValue} from '@site/src/data/types';

/** The data files' rich text: a string is a paragraph, `{list}` a bullet list. */
export function RichText({value, className}: {readonly value: RichTextValue; readonly className?: string}): ReactNode {
  return (
    <div className={className}>
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
    </div>
  );
}
