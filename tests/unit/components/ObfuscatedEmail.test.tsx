import {siteData} from '../__helpers__/siteData';
import {afterEach, describe, expect, jest, test} from '@jest/globals';
import {render, screen} from '@testing-library/react';
import {ObfuscatedEmail} from '@site/src/components/ObfuscatedEmail';
import userEvent from '@testing-library/user-event';
import {decodeEmail, encodeEmail, isValidEmail, obfuscateEmail} from '@site/src/lib/email';
// Defines <site-email>, as the page's module script does.
import '@site/src/islands/email';
const {studio} = siteData;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('e-mail helpers', () => {
  test('obfuscates with (at) and (punkt) for every dot of the domain', () => {
    expect(obfuscateEmail('kontakt@kosmetik-mustermann.de')).toBe(
      'kontakt (at) kosmetik-mustermann (punkt) de',
    );
    expect(obfuscateEmail('a.b@mail.example.co.uk')).toBe(
      'a.b (at) mail (punkt) example (punkt) co (punkt) uk',
    );
  });

  test('rejects blank and malformed values', () => {
    for (const bad of [
      '',
      '   ',
      'kontakt',
      'kontakt@',
      '@example.de',
      'kontakt@example',
      'a b@example.de',
      'a@@b.de',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
      expect(obfuscateEmail(bad)).toBeNull();
    }
  });

  test('encode and decode are inverse', () => {
    expect(decodeEmail(encodeEmail('kontakt@kosmetik-mustermann.de'))).toBe(
      'kontakt@kosmetik-mustermann.de',
    );
  });

  test('studio.yml: the encoded address decodes to a valid address', () => {
    const address = decodeEmail(studio.emailReversed);
    if (!isValidEmail(address)) {
      throw new Error(
        `src/data/studio.yml: field "email" decodes to "${address}", which is not an e-mail address`,
      );
    }
  });
});

describe('ObfuscatedEmail', () => {
  test('shows the studio address obfuscated, never in plain form', () => {
    const {container} = render(<ObfuscatedEmail />);
    expect(
      screen.getByText(obfuscateEmail(decodeEmail(studio.emailReversed))!),
    ).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('@');
  });

  test('the button opens the mail program with the address, built only on the click', async () => {
    const user = userEvent.setup();
    const {container} = render(<ObfuscatedEmail withButton />);
    expect(container.innerHTML).not.toContain('@');
    // jsdom cannot follow links: record which link the island follows instead.
    const followed: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href);
    });
    await user.click(screen.getByRole('button', {name: 'E-Mail schreiben'}));
    expect(followed).toEqual([`mailto:${decodeEmail(studio.emailReversed)}`]);
  });

  test.each([
    ['blank', ''],
    ['malformed', 'ed.elpmaxe'],
  ])('a %s value shows no address and logs a console error', (_label, reversed) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const {container} = render(<ObfuscatedEmail reversed={reversed} withButton />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('not a valid');
  });
});
