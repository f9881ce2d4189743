import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import Footer from '@site/src/theme/Footer';
const {studio} = siteData;

function renderAt(path: string, ui: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('Footer', () => {
  test('shows address, opening hours, phone, copyright and legal links', () => {
    renderAt('/', <Footer />);
    expect(screen.getByText(studio.address.street, {exact: false})).toBeInTheDocument();
    // One row per line of studio.yml's opening hours: the days as written, the hours normalised.
    const rows = Array.from(document.querySelectorAll('footer dl > div')).map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual(studio.openingHours.map((line) => [line.days, line.hours]));
    // Times as the site writes them, whichever lines her studio.yml has.
    for (const [, hours] of rows)
      expect(hours).toMatch(/^(\d\d:\d\d – \d\d:\d\d Uhr|nach Vereinbarung|geschlossen)$/);
    expect(screen.getByRole('link', {name: studio.phone.display})).toHaveAttribute(
      'href',
      studio.phone.href,
    );
    // Her first year (studio.yml) to the year of the build, never a year that stays behind.
    const year = new Date().getFullYear();
    const years = studio.copyrightYear < year ? `${studio.copyrightYear}–${year}` : year;
    expect(screen.getByText(`© ${years} ${studio.ownerName}`)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Impressum'})).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('link', {name: 'Datenschutz'})).toHaveAttribute('href', '/datenschutz');
  });
});
