import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useContent} from '@site/src/data/content';

/** The studio's phone number as a tap-to-call link (the tel: address is derived from studio.yml). */
export function PhoneLink({
  className,
  children,
  phone,
}: {
  readonly className?: string;
  readonly children?: ReactNode;
  /** Another studio's phone (tests, the legal pages' props); default the one in studio.yml. */
  readonly phone?: {readonly href: string; readonly display: string};
}): ReactNode {
  const own = useContent().studio.phone;
  const {href, display} = phone ?? own;
  return (
    <Link className={className} href={href}>
      {children ?? display}
    </Link>
  );
}

/** The owner's text with every "{telefon}" shown as the phone link. */
export function WithPhoneLink({
  text,
  className,
}: {
  readonly text: string;
  readonly className?: string;
}): ReactNode {
  return text.split('{telefon}').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <PhoneLink className={className} />}
      {part}
    </Fragment>
  ));
}
