/**
 * The closure notice under the header and the footer's closed days, and <site-closure>
 * (src/islands/closure.ts), which shows them by the visitor's date. The content is the
 * repository's with one closure planted, dated literally.
 */
import {afterEach, describe, expect, jest, test} from '@jest/globals';
import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import Footer from '@site/src/theme/Footer';
import {ClosureNotice} from '@site/src/components/ClosureNotice';
import {currentClosures} from '@site/src/lib/closures';
import type {SiteData} from '@site/src/data/content';
import globalData from '../__stubs__/globalData';
// Defines <site-closure>, as the inline script in the page head does.
import '@site/src/islands/closure';

const studio = (globalData.content!.default as SiteData).studio as {closures: unknown};
const own = studio.closures;
const CLOSURE = {from: '2026-12-23', to: '2027-01-03', note: 'Ab dem 4. Januar bin ich wieder da.'};

/** The page as built on `buildDay`, opened on `visitDay` (the island decides by the visitor's date). */
function renderPage(buildDay: string, visitDay: string) {
  studio.closures = currentClosures([CLOSURE], buildDay);
  jest.useFakeTimers({now: new Date(`${visitDay}T10:00:00`)});
  return render(
    <MemoryRouter>
      <ClosureNotice />
      <main>Seite</main>
      <Footer />
    </MemoryRouter>,
  );
}

const notice = () =>
  screen.queryByRole('complementary', {
    name: 'Schließzeit vom 23. Dezember 2026 bis zum 3. Januar 2027',
  });

afterEach(() => {
  studio.closures = own;
  jest.useRealTimers();
});

describe('a closure notice', () => {
  test('from 14 days before to the last day: the sentence, her note and the footer line', () => {
    renderPage('2026-11-25', '2026-12-09');
    expect(notice()).toHaveTextContent(
      'Das Studio ist vom 23. Dezember 2026 bis zum 3. Januar 2027 geschlossen. Ab dem 4. Januar bin ich wieder da.',
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText('Geschlossen vom 23. Dezember 2026 bis zum 3. Januar 2027'),
    ).toBeVisible();
  });

  test('the day before the notice is due: nothing shows, though the page was built earlier', () => {
    renderPage('2026-11-25', '2026-12-08');
    expect(notice()).toBeNull();
    expect(screen.getByText(/^Geschlossen vom/)).not.toBeVisible();
  });

  test('after the last day it is gone, though the page was built while it showed', () => {
    renderPage('2026-12-20', '2027-01-04');
    expect(notice()).toBeNull();
    expect(screen.getByText(/^Geschlossen vom/)).not.toBeVisible();
  });

  test('on the last day it still shows', () => {
    renderPage('2026-12-20', '2027-01-03');
    expect(notice()).toBeVisible();
  });

  test('without script, the build’s day decides: the hidden attribute as rendered', () => {
    studio.closures = currentClosures([CLOSURE], '2026-12-10');
    const shown = render(
      <MemoryRouter>
        <ClosureNotice />
      </MemoryRouter>,
    );
    // Not yet upgraded by any script: the markup as the build writes it.
    const element = shown.container.querySelector('site-closure')!;
    expect(element).toHaveAttribute('data-from', '2026-12-09');
    expect(element).toHaveAttribute('data-to', '2027-01-03');
    shown.unmount();
    studio.closures = currentClosures([CLOSURE], '2026-12-01');
    const early = render(
      <MemoryRouter>
        <ClosureNotice />
      </MemoryRouter>,
    );
    expect(early.container.querySelector('site-closure')).toHaveAttribute('hidden');
  });
});
