import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {render, screen} from '@testing-library/react';
import {ImprintDetails} from '@site/src/pages/impressum/_components/ImprintDetails';
import {
  PrivacyDetails,
  retentionText,
} from '@site/src/pages/datenschutz/_components/PrivacyDetails';
import {decodeEmail, obfuscateEmail} from '@site/src/lib/email';
const {studio, legal} = siteData;

type Legal = typeof legal;

/** The owner's legal data without the optional facts, so each test decides which ones are set. */
const minimal: Legal = {
  ...legal,
  vatId: '',
  businessId: '',
  craftsChamber: undefined,
  emailProvider: '',
  supervisoryAuthority: undefined,
  liabilityInsurance: undefined,
  imageCredits: undefined,
};

/** Heading levels in document order, e.g. [2, 2, 3]. */
function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) =>
    Number(h.tagName[1]),
  );
}

function expectNoLevelGaps(levels: number[], start: number) {
  let previous = start;
  for (const level of levels) {
    expect(level).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

function expectSafeExternalLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
}

describe('Impressum', () => {
  test('names the owner, the address, phone (tap to call) and the obfuscated e-mail', () => {
    const {container} = render(<ImprintDetails studio={studio} legal={legal} />);
    const address = container.querySelector('address')!;
    expect(address).toHaveTextContent(studio.ownerName);
    expect(address).toHaveTextContent(studio.studioName);
    expect(address).toHaveTextContent(studio.address.street);
    expect(address).toHaveTextContent(`${studio.address.postalCode} ${studio.address.city}`);
    expect(studio.phone.href).toMatch(/^tel:\+\d+$/);
    expect(screen.getByRole('link', {name: studio.phone.display})).toHaveAttribute(
      'href',
      studio.phone.href,
    );
    const email = obfuscateEmail(decodeEmail(studio.emailReversed));
    expect(email).not.toBeNull();
    expect(screen.getByText(email!)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'E-Mail schreiben'})).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('@');
  });

  test('has the disclaimers and the dispute-resolution statement, and no link to the closed EU ODR platform', () => {
    const {container} = render(<ImprintDetails studio={studio} legal={legal} />);
    for (const heading of [
      'Angaben gemäß § 5 DDG',
      'Haftung für Inhalte',
      'Haftung für Links',
      'Verbraucherstreitbeilegung',
    ]) {
      expect(screen.getByRole('heading', {level: 2, name: heading})).toBeInTheDocument();
    }
    // The body does not repeat its heading „Verantwortlich für den Inhalt“.
    expect(
      screen.getByRole('heading', {level: 2, name: 'Verantwortlich für den Inhalt'})
        .nextElementSibling,
    ).toHaveTextContent(`${studio.ownerName}, Anschrift wie oben (§ 18 Abs. 2 MStV).`, {
      normalizeWhitespace: true,
    });
    expect(container.textContent!.match(/Verantwortlich für den Inhalt/g)).toHaveLength(1);
    expect(container).toHaveTextContent(
      'nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen',
    );
    expect(container.innerHTML).not.toMatch(/ec\.europa\.eu|odr|OS-Plattform/i);
    expectNoLevelGaps(headingLevels(container), 1);
  });

  test('without VAT ID or business ID there is no tax line', () => {
    const {container} = render(<ImprintDetails studio={studio} legal={minimal} />);
    expect(container).not.toHaveTextContent('Umsatzsteuer');
    expect(container).not.toHaveTextContent('Wirtschafts-Identifikationsnummer');
  });

  test('the VAT ID is shown once set (§ 27a UStG), and then the business ID is not', () => {
    render(
      <ImprintDetails
        studio={studio}
        legal={{...minimal, vatId: 'DE123456789', businessId: 'DE123456789-00001'}}
      />,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'Umsatzsteuer-ID'})).toBeInTheDocument();
    expect(
      screen.getByText(
        'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Wirtschafts-Identifikationsnummer/)).not.toBeInTheDocument();
  });

  test('„noch keine zugeteilt“ (no business ID assigned yet) shows no tax line', () => {
    const {container} = render(
      <ImprintDetails studio={studio} legal={{...minimal, businessId: 'noch keine zugeteilt'}} />,
    );
    expect(container).not.toHaveTextContent('Wirtschafts-Identifikationsnummer');
    expect(container).not.toHaveTextContent('noch keine zugeteilt');
  });

  test('the business ID is shown (§ 139c AO) when set and there is no VAT ID', () => {
    render(
      <ImprintDetails studio={studio} legal={{...minimal, businessId: 'DE123456789-00001'}} />,
    );
    expect(
      screen.getByRole('heading', {level: 2, name: 'Wirtschafts-Identifikationsnummer'}),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: DE123456789-00001',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Umsatzsteuer/)).not.toBeInTheDocument();
  });

  test('no professional title (cosmetician is no regulated profession); optional facts appear only when set', () => {
    const {container, rerender} = render(<ImprintDetails studio={studio} legal={minimal} />);
    for (const text of [
      'Berufsbezeichnung',
      'verliehen',
      'erworben in',
      'Handwerkskammer',
      'Aufsichtsbehörde',
      'Berufshaftpflichtversicherung',
      'Bildnachweise',
    ]) {
      expect(container).not.toHaveTextContent(text);
    }
    const extended: Legal = {
      ...minimal,
      craftsChamber: {
        name: 'Handwerkskammer Berlin',
        address: 'Blücherstraße 68, 10961 Berlin',
        register: 'Verzeichnis der Inhaber handwerksähnlicher Gewerbe, Nr. 12345',
      },
      supervisoryAuthority: {name: 'Beispielamt', address: 'Amtsweg 3, 10115 Berlin'},
      liabilityInsurance: {
        insurer: 'Beispiel Versicherung AG',
        address: 'Versicherungsweg 4, 10115 Berlin',
        area: 'Deutschland',
      },
      imageCredits: [
        'Foto Behandlungsraum: © Anna Beispiel – stock.adobe.com',
        'Foto Pflegeprodukte: © Ben Muster – stock.adobe.com',
      ],
    };
    rerender(<ImprintDetails studio={studio} legal={extended} />);
    const section = (heading: string) =>
      screen.getByRole('heading', {level: 2, name: heading}).nextElementSibling as HTMLElement;
    const chamber = section('Handwerkskammer');
    expect(
      Array.from(chamber.querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ['Zuständige Handwerkskammer', 'Handwerkskammer Berlin, Blücherstraße 68, 10961 Berlin'],
      ['Eintragung', 'Verzeichnis der Inhaber handwerksähnlicher Gewerbe, Nr. 12345'],
    ]);
    expect(section('Aufsichtsbehörde')).toHaveTextContent('Beispielamt, Amtsweg 3, 10115 Berlin');
    expect(section('Berufshaftpflichtversicherung')).toHaveTextContent(
      'Beispiel Versicherung AG, Versicherungsweg 4, 10115 Berlin; Geltungsbereich: Deutschland',
    );
    expect(
      Array.from(section('Bildnachweise').querySelectorAll('li')).map((li) => li.textContent),
    ).toEqual(extended.imageCredits);
    expectNoLevelGaps(headingLevels(container), 1);
  });
});

describe('Datenschutzerklärung', () => {
  const inEu: Legal = {...legal, hosting: {...legal.hosting, outsideEu: false, transferBasis: ''}};
  const outsideEu: Legal = {
    ...legal,
    hosting: {
      ...legal.hosting,
      outsideEu: true,
      country: 'USA',
      transferBasis: 'EU-US Data Privacy Framework',
    },
  };

  test('states what is not done, the host log with its legal basis and retention, consent for photos', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const text = container.textContent ?? '';
    for (const phrase of [
      'keine Cookies',
      'keine Daten im Local Storage oder Session Storage Ihres Browsers abgelegt',
      'keine Formulare',
      'keine Analyse- oder Tracking-Werkzeuge',
      'Schriften, Bilder und Videos kommen von dieser Website selbst',
      `Hosting-Anbieter dieser Website ist ${legal.hosting.provider}, ${legal.hosting.address}`,
      'IP-Adresse',
      'Art. 6 Abs. 1 lit. f DSGVO',
      `nach ${retentionText(legal.hosting.logRetentionDays)} gelöscht`,
      'nur mit deren ausdrücklicher Einwilligung',
      'formlos widerrufen, zum Beispiel per E-Mail',
      'ausschließlich, um Ihre Anfrage zu beantworten und einen Termin mit Ihnen zu vereinbaren',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('does not claim that no data is processed: the server log with IP addresses is named up front', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/sammelt keine Daten|keine personenbezogenen Daten|von mir aus keine/);
    const summary = container.querySelector('p')!;
    expect(summary).toHaveTextContent('IP-Adresse Ihres Geräts');
    expect(summary).toHaveTextContent(
      `nach ${retentionText(legal.hosting.logRetentionDays)} gelöscht`,
    );
    expect(text).toContain(
      'Beim bloßen Besuch dieser Website werden personenbezogene Daten nur in den Server-Protokollen',
    );
  });

  test('a host in the EU processes there; a host outside the EU/EEA is named with its country and the transfer basis', () => {
    const {container, rerender} = render(<PrivacyDetails studio={studio} legal={inEu} />);
    expect(container).toHaveTextContent(
      'Der Anbieter hat seinen Sitz in der Europäischen Union und verarbeitet die Daten dort.',
    );
    expect(container).not.toHaveTextContent('Drittland');

    rerender(<PrivacyDetails studio={studio} legal={outsideEu} />);
    expect(container).toHaveTextContent(
      'Der Anbieter hat seinen Sitz in einem Drittland (USA), also außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR).',
    );
    expect(container).toHaveTextContent(
      'Grundlage der Übermittlung (Art. 44 ff. DSGVO): EU-US Data Privacy Framework.',
    );
    expect(container).not.toHaveTextContent('verarbeitet die Daten dort');
  });

  test('names every linked platform with its provider and a safe link to its privacy policy', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    expect(legal.platforms.length).toBeGreaterThan(0);
    const text = container.textContent ?? '';
    expect(text).toContain(
      'Solange Sie keinen davon anklicken, werden keine Daten an die Anbieter dieser Websites übermittelt.',
    );
    for (const platform of legal.platforms) {
      expect(text).toContain(`${platform.name}: ${platform.provider}`);
      const link = screen.getByRole('link', {
        name: `Datenschutzerklärung von ${platform.name} (öffnet in neuem Tab)`,
      });
      expectSafeExternalLink(link, platform.privacyUrl);
    }
  });

  test('lists the data subject rights and the supervisory authority, with a safe external link', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const text = container.textContent ?? '';
    for (const article of [
      'Art. 15',
      'Art. 16',
      'Art. 17',
      'Art. 18',
      'Art. 20',
      'Art. 21',
      'Art. 77',
    ]) {
      expect(text).toContain(article);
    }
    const authority = legal.dataProtectionAuthority;
    expect(text).toContain(authority.name);
    expect(text).toContain(authority.address);
    const link = screen.getByRole('link', {
      name: `${authority.url.replace(/^https:\/\//, '')} (öffnet in neuem Tab)`,
    });
    expectSafeExternalLink(link, authority.url);
    expect(container.innerHTML).not.toContain('@');
  });

  test('health details given for a treatment: explicit consent (Art. 9 (2) a), not passed on', () => {
    render(<PrivacyDetails studio={studio} legal={legal} />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Gesundheitsangaben bei der Terminvereinbarung',
    });
    const text = heading.nextElementSibling!.textContent!.replace(/\s+/g, ' ');
    for (const phrase of [
      'zu Lippenherpes neigen, schwanger sind oder einen Herzschrittmacher tragen',
      'Gesundheitsdaten',
      'ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO)',
      'trage sie nicht bei Treatwell ein',
      'jederzeit widerrufen',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('recipients: the host, the e-mail provider (named when set), Treatwell with its provider, only with consent, and the tax adviser (invoices)', () => {
    const treatwell = legal.platforms.find((platform) => platform.name === 'Treatwell')!;
    const {rerender} = render(<PrivacyDetails studio={studio} legal={minimal} />);
    const items = () =>
      Array.from(
        screen
          .getByRole('heading', {level: 2, name: 'Empfänger Ihrer Daten'})
          .nextElementSibling!.nextElementSibling!.querySelectorAll('li'),
      ).map((li) => li.textContent!.replace(/\s+/g, ' '));
    expect(items()).toHaveLength(4);
    expect(items()[0]).toBe('Mein Hosting-Anbieter: die Server-Protokolle (siehe oben).');
    expect(items()[1]).toMatch(/^Mein E-Mail-Anbieter: Über seine Server laufen die E-Mails/);
    expect(items()[2]).toBe(
      `Treatwell (${treatwell.provider}): nur mit Ihrer Einwilligung Ihren Namen, Ihre E-Mail-Adresse, den Termin und die Behandlung, damit Treatwell Sie zu einer Bewertung einladen kann (siehe den nächsten Abschnitt).`,
    );
    expect(items()[3]).toBe(
      'Meine Steuerberatung: die Angaben auf meinen Rechnungen (Name, Anschrift, Behandlung und Betrag) für Buchführung und Steuererklärung. Dazu bin ich gesetzlich verpflichtet (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 147 Abgabenordnung); Steuerberaterinnen und Steuerberater sind zur Verschwiegenheit verpflichtet.',
    );
    rerender(
      <PrivacyDetails
        studio={studio}
        legal={{...minimal, emailProvider: 'Beispiel Mail GmbH, Postweg 1, 10115 Berlin'}}
      />,
    );
    expect(items()[1]).toMatch(
      /^Mein E-Mail-Anbieter, Beispiel Mail GmbH, Postweg 1, 10115 Berlin: Über seine Server/,
    );
  });

  test('the contact section names the same recipients as the list, and passes nothing on behind them', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const section = (heading: string) =>
      screen
        .getByRole('heading', {level: 2, name: heading})
        .nextElementSibling!.textContent!.replace(/\s+/g, ' ');
    const contact = section('Kontakt per Telefon oder E-Mail');
    const recipients = Array.from(
      screen
        .getByRole('heading', {level: 2, name: 'Empfänger Ihrer Daten'})
        .nextElementSibling!.nextElementSibling!.querySelectorAll('li'),
    ).map((li) => li.textContent!);
    // Who gets what she is told by phone or e-mail: the e-mail provider, and Treatwell with consent.
    expect(recipients.some((item) => item.startsWith('Mein E-Mail-Anbieter'))).toBe(true);
    expect(recipients.some((item) => item.startsWith('Treatwell'))).toBe(true);
    expect(contact).toContain(
      'nur die Empfänger, die ich unten unter „Empfänger Ihrer Daten“ nenne',
    );
    expect(contact).toContain('mein E-Mail-Anbieter, über dessen Server E-Mails laufen');
    expect(contact).toContain('nur mit Ihrer Einwilligung – Treatwell');
    // No contradiction: never "Ich gebe sie nicht weiter" beside a list of recipients.
    expect(container.textContent).not.toMatch(/Ich gebe sie nicht weiter/);
    expect(section('Gesundheitsangaben bei der Terminvereinbarung')).toContain('nicht per E-Mail');
  });

  test('review invitations by Treatwell only with consent (Art. 6 (1) a), revocable informally at any time', () => {
    const treatwell = legal.platforms.find((platform) => platform.name === 'Treatwell')!;
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Einladung zur Bewertung über Treatwell',
    });
    const paragraphs: string[] = [];
    for (
      let next = heading.nextElementSibling;
      next?.tagName === 'P';
      next = next.nextElementSibling
    )
      paragraphs.push(next.textContent!.replace(/\s+/g, ' '));
    const text = paragraphs.join(' ');
    for (const phrase of [
      'Nur wenn Sie einverstanden sind, trage ich ihn ein.',
      `Treatwell (${treatwell.provider}) erhält dann Ihren Namen`,
      'bittet Sie nach dem Termin per E-Mail um eine Bewertung',
      'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)',
      'Ihren Termin bekommen Sie auch ohne sie',
      'jederzeit ohne Angabe von Gründen widerrufen, formlos per E-Mail oder Telefon',
      'Die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt.',
    ]) {
      expect(text).toContain(phrase);
    }
    // No opt-out and no legitimate interest for the invitation (it is advertising, § 7 (2) no. 2 UWG).
    const all = container.textContent!.replace(/\s+/g, ' ');
    expect(all).not.toContain('Sagen Sie mir, wenn Sie das nicht möchten');
    expect(all).not.toMatch(/lit\. f DSGVO für die Einladung/);
  });

  test('her own pages with statistics (Facebook, Instagram): joint controllers under Art. 26, the agreement linked once', () => {
    const own = legal.platforms.filter((platform) => platform.jointControllerAgreement);
    expect(own.length).toBeGreaterThan(0);
    const names = own.map(({name}) => name);
    const {container, rerender} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: `Meine Seiten bei ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' und ' : ''}${names.at(-1)}`,
    });
    let text = '';
    for (
      let next = heading.nextElementSibling;
      next && next.tagName !== 'H2';
      next = next.nextElementSibling
    )
      text += ` ${next.textContent}`;
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /gemeinsam verantwortlich \(Art\. 26 DSGVO; Europäischer Gerichtshof, Urteil vom 5\. Juni 2018, C-210\/16\)/,
    );
    const urls = [...new Set(own.map(({jointControllerAgreement}) => jointControllerAgreement!))];
    const links = screen.getAllByRole('link', {name: /^Vereinbarung für /});
    expect(links.map((link) => link.getAttribute('href'))).toEqual(urls);
    for (const link of links) expectSafeExternalLink(link, link.getAttribute('href')!);
    expect(container.textContent).toContain(
      'Für die Statistiken zu meinen eigenen Seiten bin ich mitverantwortlich',
    );
    expectNoLevelGaps(headingLevels(container), 1);

    // Without an own page the operators alone are responsible, and the section goes.
    const none = legal.platforms.map(({jointControllerAgreement: _, ...platform}) => platform);
    rerender(<PrivacyDetails studio={studio} legal={{...legal, platforms: none}} />);
    expect(screen.queryByRole('heading', {name: /^Meine Seiten bei/})).not.toBeInTheDocument();
    expect(container.textContent).toContain('allein der jeweilige Anbieter verantwortlich');
    expect(container.textContent).not.toContain('Art. 26 DSGVO');
  });

  test('published reviews: source, first name and initial, legal basis, removal on request', () => {
    render(<PrivacyDetails studio={studio} legal={legal} />);
    const text = screen
      .getByRole('heading', {level: 2, name: 'Bewertungen auf dieser Website'})
      .nextElementSibling!.textContent!.replace(/\s+/g, ' ');
    for (const phrase of [
      'auf meiner Seite bei Treatwell veröffentlicht',
      'Vorname und ersten Buchstaben des Nachnamens',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'Ich entferne sie dann umgehend von dieser Website.',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('photos: consent under Art. 6 (1) a and Art. 9 (2) a, revocable', () => {
    render(<PrivacyDetails studio={studio} legal={legal} />);
    const text = screen
      .getByRole('heading', {level: 2, name: 'Fotos und Videos von Kundinnen und Kunden'})
      .nextElementSibling!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Art. 9 Abs. 2 lit. a DSGVO');
    expect(text).toContain('formlos widerrufen');
  });

  test('headings go h2 then h3 without gaps (the page adds the h1)', () => {
    const {container} = render(<PrivacyDetails studio={studio} legal={legal} />);
    const levels = headingLevels(container);
    expect(levels[0]).toBe(2);
    expect(levels).toContain(3);
    expectNoLevelGaps(levels, 1);
  });

  test('the retention period reads well and bad values fail loudly with file and field', () => {
    expect(retentionText(1)).toBe('einem Tag');
    expect(retentionText(7)).toBe('sieben Tagen');
    expect(retentionText(14)).toBe('14 Tagen');
  });
});
