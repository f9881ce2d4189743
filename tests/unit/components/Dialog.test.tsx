import {describe, expect, test} from '@jest/globals';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {Dialog} from '@site/src/components/Dialog';
// Defines <site-dialog> (and the invoker commands jsdom lacks), as the page's module script does.
import '@site/src/islands/dialog';

function Page({closeOnLink = false, closeMedia}: {closeOnLink?: boolean; closeMedia?: string}) {
  return (
    <>
      <button type="button" commandfor="test-dialog" command="show-modal">
        Öffnen
      </button>
      <Dialog id="test-dialog" aria-label="Test" closeOnLink={closeOnLink} closeMedia={closeMedia}>
        <p>Inhalt</p>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- any link counts; no router here */}
        <a href="#weiter">Weiter</a>
        <button type="button" commandfor="test-dialog" command="close">
          Zu
        </button>
      </Dialog>
    </>
  );
}

const dialog = () => document.getElementById('test-dialog') as HTMLDialogElement;

describe('Dialog', () => {
  test('served closed, with its content in the markup and its island named', () => {
    const html = renderToString(<Page />);
    expect(html).toMatch(/<dialog id="test-dialog" class="[^"]*" aria-label="Test">/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('<p>Inhalt</p>');
    expect(html).toContain('<script type="module" src="/assets/islands/dialog.test.js">');
  });

  test('the opener opens it (invoker command), its close button closes it, focus returns', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', {name: 'Öffnen'});
    await user.click(opener);
    expect(dialog()).toHaveAttribute('open');
    await user.click(screen.getByRole('button', {name: 'Zu'}));
    expect(dialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  test('a click on the backdrop closes it; a click on its content does not', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', {name: 'Öffnen'}));
    await user.click(screen.getByText('Inhalt'));
    expect(dialog()).toHaveAttribute('open');
    // The content fills the dialog: only a click on the backdrop targets the element itself.
    await user.click(dialog());
    expect(dialog()).not.toHaveAttribute('open');
  });

  test('closeOnLink: following a link inside closes it; without, it stays open', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Page />);
    await user.click(screen.getByRole('button', {name: 'Öffnen'}));
    await user.click(screen.getByRole('link', {name: 'Weiter'}));
    expect(dialog()).toHaveAttribute('open');
    unmount();
    render(<Page closeOnLink />);
    await user.click(screen.getByRole('button', {name: 'Öffnen'}));
    await user.click(screen.getByRole('link', {name: 'Weiter'}));
    expect(dialog()).not.toHaveAttribute('open');
  });

  test('closeMedia: it closes when the query starts to match (the menu above 992px)', async () => {
    const listeners: Array<(event: MediaQueryListEvent) => void> = [];
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.push(listener),
    })) as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      render(<Page closeMedia="(min-width: 993px)" />);
      await user.click(screen.getByRole('button', {name: 'Öffnen'}));
      for (const listener of listeners) listener({matches: false} as MediaQueryListEvent);
      expect(dialog()).toHaveAttribute('open');
      for (const listener of listeners) listener({matches: true} as MediaQueryListEvent);
      expect(dialog()).not.toHaveAttribute('open');
    } finally {
      window.matchMedia = original;
    }
  });

  test('Escape is the browser’s: the island does not keep a closed dialog open', () => {
    render(<Page />);
    dialog().showModal();
    fireEvent(dialog(), new Event('cancel'));
    dialog().close();
    expect(dialog()).not.toHaveAttribute('open');
  });
});
