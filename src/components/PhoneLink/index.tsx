import {Fragment, type ReactNode} from 'react';
import {studio} from '@site/src/data/studio.yml';

/** The studio's phone number as a tap-to-call link (the tel: address is derived from studio.yml). */
export function PhoneLink({className, children}: {readonly className?: string; readonly children?: ReactNode}): ReactNode {
  return (
    <a className={className} href={studio.phone.href}>
      {children ?? studio.phone.display}
    </a>
  );
}

/** The owner's text with every "{telefon}" shown as the phone link. */
export function WithPhoneLink({text, className}: {readonly text: string; readonly className?: string}): ReactNode {
  return text.split('{telefon}').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <PhoneLink className={className} />}
      {part}
    </Fragment>
  ));
}
