import type {ReactNode} from 'react';
import {ObfuscatedEmail} from '@site/src/components/ObfuscatedEmail';
import type {Studio} from '@site/src/data/studio';

/** Phone (tap to call) and protected e-mail, as the legal pages list them. */
export function ContactList({studio}: {readonly studio: Studio}): ReactNode {
  return (
    <dl>
      <dt>Telefon</dt>
      <dd>
        <a href={`tel:${studio.phone.e164}`}>{studio.phone.display}</a>
      </dd>
      <dt>E-Mail</dt>
      <dd>
        <ObfuscatedEmail reversed={studio.emailReversed} withButton />
      </dd>
    </dl>
  );
}
