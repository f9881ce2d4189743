import type {ReactNode} from 'react';
import {ObfuscatedEmail} from '@site/src/components/ObfuscatedEmail';
import {PhoneLink} from '@site/src/components/PhoneLink';
import type {Studio} from '@site/src/data/content';

/** The owner's name, studio and postal address, as the legal pages state them. */
export function OwnerAddress({studio}: {readonly studio: Studio}): ReactNode {
  const {address} = studio;
  return (
    <address>
      {studio.ownerName}
      <br />
      {studio.studioName}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
    </address>
  );
}

/** Phone (tap to call) and protected e-mail, as the legal pages list them. */
export function ContactList({studio}: {readonly studio: Studio}): ReactNode {
  return (
    <dl>
      <dt>Telefon</dt>
      <dd>
        <PhoneLink phone={studio.phone} />
      </dd>
      <dt>E-Mail</dt>
      <dd>
        <ObfuscatedEmail reversed={studio.emailReversed} withButton />
      </dd>
    </dl>
  );
}
