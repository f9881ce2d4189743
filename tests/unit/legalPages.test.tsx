import {describe, expect, test} from '@jest/globals';
import {render, screen, within} from '@testing-library/react';
import {ImprintDetails} from '@site/src/pages/impressum/_components/ImprintDetails';
import {PrivacyDetails, retentionText} from '@site/src/pages/datenschutz/_components/PrivacyDetails';
import {studio, type Studio} from '@site/src/data/studio';

/** Heading levels in document order, e.g. [2, 2, 3]. */
function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
}

function expectNoLevelGaps(levels: number[], start: number) {
  let previous = start;
  for (const level of levels) {
    expect(level).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

describe('Impressum', () => {
  test('names the owner, the Berlin address, phone (tap to call) and the obfuscated e-mail', () => {
    const {container} = render(<ImprintDetails studio={studio} />);
    const address = container.querySelector('address')!;
    expect(address).toHaveTextContent(studio.ownerName);
    expect(address).toHaveTextContent(studio.address.street);
    expect(address).toHaveTextContent(`${studio.address.postalCode} ${studio.address.city}`);
    expect(screen.getByRole('link', {name: studio.phone.display})).toHaveAttribute('href', `tel:${studio.phone.e164}`);
    expect(screen.getByText('kontakt (at) kosmetik-mustermann (punkt) de')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'E-Mail schreiben'})).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('@');
  });

  test('has the disclaimers and the dispute-resolution statement, and no link to the closed EU ODR platform', () => {
    const {container} = render(<ImprintDetails studio={studio} />);
    for (const heading of ['Angaben gemäß § 5 DDG', 'Haftung für Inhalte', 'Haftung für Links', 'Verbraucherstreitbeilegung']) {
      expect(screen.getByRole('heading', {level: 2, name: heading})).toBeInTheDocument();
    }
    expect(container).toHaveTextContent('nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen');
    expect(container.innerHTML).not.toMatch(/ec\.europa\.eu|odr|OS-Plattform/i);
    expectNoLevelGaps(headingLevels(container), 1);
  });

  test('the VAT ID is hidden while empty and shown once set', () => {
    expect(studio.vatId ?? '').toBe('');
    const {container, rerender} = render(<ImprintDetails studio={studio} />);
    expect(container).not.toHaveTextContent('Umsatzsteuer');
    rerender(<ImprintDetails studio={{...studio, vatId: 'DE123456789'}} />);
    expect(container).toHaveTextContent('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789');
  });

  test('optional professional facts appear only when the data has them', () => {
    const {container, rerender} = render(<ImprintDetails studio={studio} />);
    expect(container).toHaveTextContent(`${studio.profession.title} (erworben in: ${studio.profession.country})`);
    for (const label of ['Zuständige Kammer', 'Zuständige Aufsichtsbehörde', 'Berufshaftpflichtversicherung']) {
      expect(container).not.toHaveTextContent(label);
    }
    const extended: Studio = {
      ...studio,
      profession: {...studio.profession, chamber: 'Beispielkammer, Beispielweg 2, 10115 Berlin'},
      supervisoryAuthority: {name: 'Beispielamt', address: 'Amtsweg 3, 10115 Berlin'},
      liabilityInsurance: {insurer: 'Beispiel Versicherung AG', address: 'Versicherungsweg 4, 10115 Berlin', area: 'Deutschland'},
    };
    rerender(<ImprintDetails studio={extended} />);
    const facts = within(container.querySelectorAll('dl')[1] as HTMLElement);
    expect(facts.getByText('Beispielkammer, Beispielweg 2, 10115 Berlin')).toBeInTheDocument();
    expect(facts.getByText('Beispielamt, Amtsweg 3, 10115 Berlin')).toBeInTheDocument();
    expect(facts.getByText('Beispiel Versicherung AG, Versicherungsweg 4, 10115 Berlin; Geltungsbereich: Deutschland')).toBeInTheDocument();
  });
});

describe('Datenschutzerklärung', () => {
  test('states what is not done, the host log with its legal basis and retention, consent for photos', () => {
    const {container} = render(<PrivacyDetails studio={studio} />);
    const text = container.textContent ?? '';
    for (const phrase of [
      'keine Cookies',
      'weder Local Storage noch Session Storage',
      'keine Formulare',
      'keine Analyse- oder Tracking-Werkzeuge',
      'Schriften, Bilder und Videos kommen von dieser Website selbst',
      `Hosting-Anbieter dieser Website ist ${studio.hosting.provider}, ${studio.hosting.address}`,
      'IP-Adresse',
      'Art. 6 Abs. 1 lit. f DSGVO',
      `nach ${studio.hosting.logRetentionDays} Tagen gelöscht`,
      'nur mit deren ausdrücklicher Einwilligung',
      'formlos widerrufen, zum Beispiel per E-Mail',
      'ausschließlich, um Ihre Anfrage zu beantworten und einen Termin mit Ihnen zu vereinbaren',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('lists the data subject rights and the Berlin authority, with a safe external link', () => {
    const {container} = render(<PrivacyDetails studio={studio} />);
    const text = container.textContent ?? '';
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 77']) {
      expect(text).toContain(article);
    }
    expect(text).toContain('Berliner Beauftragte für Datenschutz und Informationsfreiheit');
    const link = screen.getByRole('link', {name: 'www.datenschutz-berlin.de (öffnet in neuem Tab)'});
    expect(link).toHaveAttribute('href', 'https://www.datenschutz-berlin.de');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(container.innerHTML).not.toContain('@');
  });

  test('headings go h2 then h3 without gaps (the page adds the h1)', () => {
    const {container} = render(<PrivacyDetails studio={studio} />);
    const levels = headingLevels(container);
    expect(levels[0]).toBe(2);
    expect(levels).toContain(3);
    expectNoLevelGaps(levels, 1);
  });

  test('the retention period reads well and bad values fail loudly with file and field', () => {
    expect(retentionText(1)).toBe('einem Tag');
    expect(retentionText(14)).toBe('14 Tagen');
    expect(() => retentionText(0)).toThrow('src/data/studio.ts: field "hosting.logRetentionDays"');
    expect(() => retentionText(2.5)).toThrow('hosting.logRetentionDays');
  });
});
