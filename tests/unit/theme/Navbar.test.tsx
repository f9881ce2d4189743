import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import Navbar from '@site/src/theme/Navbar';
import {mainNavigation} from '@site/src/data/navigation';
// Defines <site-dialog> (and the invoker commands jsdom lacks), as the page's module script does.
import '@site/src/islands/dialog';
const {studio} = siteData;

function renderAt(path: string, ui: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('Navbar', () => {
  test("shows the spec's four links and marks the current page", () => {
    // The one place the spec's labels are stated, in its order (a page added to the navigation
    // may join them); every other test reads the links from src/data/navigation.ts.
    const spec = ['Startseite', 'Preisliste', 'Galerie', 'Kooperation'];
    expect(mainNavigation.map((link) => link.text).filter((text) => spec.includes(text))).toEqual(
      spec,
    );
    renderAt('/galerie', <Navbar />);
    const nav = screen.getByRole('navigation', {name: 'Hauptnavigation'});
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(mainNavigation.map((link) => link.text));
    expect(within(nav).getByRole('link', {name: 'Galerie'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', {name: 'Startseite'})).not.toHaveAttribute('aria-current');
  });

  test('the phone line says "Terminvereinbarung" on the price list only', () => {
    const {unmount} = renderAt('/preisliste', <Navbar />);
    expect(screen.getByText('Terminvereinbarung:')).toBeInTheDocument();
    unmount();
    renderAt('/', <Navbar />);
    expect(screen.queryByText('Terminvereinbarung:')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', {name: studio.phone.display})[0]).toHaveAttribute(
      'href',
      studio.phone.href,
    );
  });

  test('the menu button opens the sidebar and its close button closes it', async () => {
    const user = userEvent.setup();
    renderAt('/', <Navbar />);
    const button = screen.getByRole('button', {name: 'Menü öffnen'});
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', 'site-mobile-menu');
    await user.click(button);
    const dialog = document.getElementById('site-mobile-menu') as HTMLDialogElement;
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', {name: 'Menü schließen', hidden: true}));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });
});
