import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {PriceList} from '@site/src/pages/preisliste/_components/PriceList';
// Defines <site-dialog> (and the invoker commands jsdom lacks), as the page's module script does.
import '@site/src/islands/dialog';
const {categories: priceCategories} = siteData.prices;

/** Categories as the price list module exports them (src/data/derive.ts). */
const fixture: typeof priceCategories = [
  {
    title: 'Gesichtsbehandlungen – einzeln und im Sparpaket',
    id: 'gesichtsbehandlungen-einzeln-und-im-sparpaket',
    services: [
      {
        title: 'Klassische Gesichtsbehandlung',
        id: 'gesichtsbehandlungen-einzeln-und-im-sparpaket--klassische-gesichtsbehandlung',
        duration: '60 Min.',
        price: '55 €',
        description: ['Reinigung und Pflege.', {list: ['Hautanalyse', 'Maske']}],
      },
      {
        title: 'Wellness-Paket „Kleine Auszeit“',
        id: 'gesichtsbehandlungen-einzeln-und-im-sparpaket--wellness-paket-kleine-auszeit',
        duration: 'ca. 2 Std.',
        price: '105 €',
        regularPrice: '125 €',
        savings: '20 €',
        includes: ['Feuchtigkeitsbehandlung (Hydro)', 'Wimpern färben'],
        description: ['Eine Auszeit.'],
      },
    ],
  },
  {
    title: 'Wimpernverlängerung',
    id: 'wimpernverlaengerung',
    services: [
      {
        title: 'Auffüllen',
        id: 'wimpernverlaengerung--auffuellen',
        duration: '60 Min.',
        price: '60 €',
      },
    ],
  },
  {
    title: 'Permanent Make-up',
    id: 'permanent-make-up',
    services: [
      {
        title: 'Microblading',
        id: 'permanent-make-up--microblading',
        duration: 'ca. 2 Std.',
        price: '350 €',
        touchUp: {included: true, within: 'innerhalb von acht Wochen nach der Behandlung'},
      },
      {
        title: 'Lippenschattierung',
        id: 'permanent-make-up--lippenschattierung',
        duration: 'ca. 3 Std.',
        price: '499 €',
        touchUp: {included: false, price: '120 €'},
      },
    ],
  },
];

const dialogFor = (container: HTMLElement, title: string) =>
  Array.from(container.querySelectorAll('dialog')).find(
    (d) => d.querySelector('h3')?.textContent === title,
  )!;

describe('PriceList', () => {
  test('categories are h2 sections, services h3 items with price, regular price and duration', () => {
    render(<PriceList categories={fixture} />);
    // (a no-break space keeps the dash off the start of a line)
    expect(
      screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Gesichtsbehandlungen – einzeln und im Sparpaket',
      'Wimpernverlängerung',
      'Permanent Make-up',
    ]);
    const item = screen
      .getByRole('heading', {level: 3, name: 'Wellness-Paket „Kleine Auszeit“'})
      .closest('li')!;
    expect(item).toHaveTextContent('Behandlungsdauer: ca. 2 Std.');
    expect(item).toHaveTextContent('Preis: 105 €');
    // The struck-through price says visibly what it is: the sum of the single prices.
    const regular = item.querySelector('s')!;
    expect(regular.textContent).toBe('125 €');
    expect(regular.parentElement!.textContent).toBe('einzeln gebucht 125 €');
    expect(regular.parentElement).not.toHaveClass('site-visually-hidden');
    expect(item.querySelector('.site-visually-hidden')?.textContent).not.toMatch(/Regulär/);
    expect(item.querySelector('p')!.textContent).toBe(
      'Behandlungsdauer: ca. 2 Std.einzeln gebucht 125 € Preis: 105 €Sie sparen 20 €',
    );
    expect(
      within(item).getByRole('button', {name: /^Mehr erfahren: Wellness-Paket „Kleine Auszeit“$/}),
    ).toBeInTheDocument();
    // No struck-through price where there is no regular price.
    const plain = screen
      .getByRole('heading', {level: 3, name: 'Klassische Gesichtsbehandlung'})
      .closest('li')!;
    expect(plain.querySelector('s')).toBeNull();
    expect(plain).not.toHaveTextContent(/einzeln gebucht|sparen/);
  });

  test('every dialog is rendered closed, with its description in the markup', () => {
    const {container} = render(<PriceList categories={fixture} />);
    const dialogs = container.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(5);
    for (const dialog of Array.from(dialogs)) {
      expect(dialog).not.toHaveAttribute('open');
    }
    const classic = dialogFor(container, 'Klassische Gesichtsbehandlung');
    expect(classic).toHaveTextContent('Reinigung und Pflege.');
    expect(Array.from(classic.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Hautanalyse',
      'Maske',
    ]);
  });

  test('"Mehr erfahren" opens the dialog with title, description, Preis, the sum of the single prices, Behandlungsdauer', async () => {
    const user = userEvent.setup();
    const {container} = render(<PriceList categories={fixture} />);
    await user.click(screen.getByRole('button', {name: /^Mehr erfahren: Wellness-Paket/}));

    const dialog = dialogFor(container, 'Wellness-Paket „Kleine Auszeit“');
    expect(dialog).toHaveAttribute('open');
    // Only this one is open.
    expect(container.querySelectorAll('dialog[open]')).toHaveLength(1);
    const title = within(dialog).getByRole('heading', {level: 3});
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(
      within(dialog).getByRole('heading', {level: 4, name: 'Über diese Behandlung'}),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Eine Auszeit.')).toBeInTheDocument();
    // A package lists what it includes and what it saves (both derived from prices.yml).
    expect(within(dialog).getByText('Im Paket enthalten:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Feuchtigkeitsbehandlung (Hydro)', 'Wimpern färben']);
    expect(
      within(dialog).getByText('Gegenüber der Einzelbuchung sparen Sie 20 €.'),
    ).toBeInTheDocument();
    const facts = Array.from(dialog.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Preis', '105 €'],
      ['Einzeln gebucht', '125 €'],
      ['Behandlungsdauer', 'ca. 2 Std.'],
    ]);
  });

  test('"Schließen" closes the dialog and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const {container} = render(<PriceList categories={fixture} />);
    const button = screen.getByRole('button', {name: /^Mehr erfahren: Klassische/});
    await user.click(button);
    const dialog = dialogFor(container, 'Klassische Gesichtsbehandlung');
    expect(dialog).toHaveAttribute('open');

    await user.click(within(dialog).getByRole('button', {name: 'Schließen'}));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();

    // It opens again afterwards.
    await user.click(button);
    expect(dialog).toHaveAttribute('open');
  });

  test('a service without description shows no "Über diese Behandlung", only the facts', async () => {
    const user = userEvent.setup();
    const {container} = render(<PriceList categories={fixture} />);
    await user.click(screen.getByRole('button', {name: /^Mehr erfahren: Auffüllen/}));
    const dialog = dialogFor(container, 'Auffüllen');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).queryByText('Über diese Behandlung')).toBeNull();
    expect(Array.from(dialog.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
      'Preis',
      'Behandlungsdauer',
    ]);
  });

  test('permanent make-up: the touch-up beside each price and in its dialog, included or with its own price', async () => {
    const user = userEvent.setup();
    const {container} = render(<PriceList categories={fixture} />);
    const facts = (title: string) =>
      screen.getByRole('heading', {level: 3, name: title}).closest('li')!.querySelector('p')!
        .textContent;
    expect(facts('Microblading')).toBe(
      'Behandlungsdauer: ca. 2 Std.Preis: 350 €inklusive Nacharbeit innerhalb von acht Wochen nach der Behandlung',
    );
    expect(facts('Lippenschattierung')).toBe(
      'Behandlungsdauer: ca. 3 Std.Preis: 499 €zuzüglich Nacharbeit 120 €',
    );
    // Treatments without a touch-up say nothing about one.
    expect(facts('Klassische Gesichtsbehandlung')).not.toMatch(/Nacharbeit/);
    const rows = (title: string) =>
      Array.from(dialogFor(container, title).querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
    await user.click(screen.getByRole('button', {name: 'Mehr erfahren: Microblading'}));
    expect(rows('Microblading')).toEqual([
      ['Preis', '350 €'],
      ['Nacharbeit', 'im Preis enthalten innerhalb von acht Wochen nach der Behandlung'],
      ['Behandlungsdauer', 'ca. 2 Std.'],
    ]);
    expect(rows('Lippenschattierung')).toEqual([
      ['Preis', '499 €'],
      ['Nacharbeit', '120 € zusätzlich'],
      ['Behandlungsdauer', 'ca. 3 Std.'],
    ]);
  });

  test('the real price list: ids are unique and every button names its service', () => {
    const {container} = render(<PriceList categories={priceCategories} />);
    const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    const services = priceCategories.flatMap((c) => c.services);
    // (attributes rather than role queries: those are slow over 37 dialogs in jsdom)
    const more = Array.from(container.querySelectorAll('li > button')).map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(more).toEqual(services.map((s) => `Mehr erfahren: ${s.title}`));
    expect(container.querySelectorAll('dialog')).toHaveLength(services.length);
    // Every dialog's aria-labelledby points at its own heading.
    for (const dialog of Array.from(container.querySelectorAll('dialog'))) {
      const label = container.querySelector(
        `#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`,
      );
      expect(dialog.contains(label)).toBe(true);
    }
  });
});
