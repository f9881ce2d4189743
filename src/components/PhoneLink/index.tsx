import type {ReactNode} from 'react';
import {studio, telHref} from '@site/src/data/studio';

/** The studio's phone number as a tap-to-call link. */
export function PhoneLink({className, children}: {readonly className?: string; readonly children?: ReactNode}): ReactNode {
  return (
    <a className={className} href={telHref}>
      {children ?? studio.phone.display}
    </a>
  );
}
