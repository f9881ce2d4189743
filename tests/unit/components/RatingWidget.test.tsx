import {describe, expect, test} from '@jest/globals';
import {render, screen, within} from '@testing-library/react';
import {RatingWidget} from '@site/src/components/RatingWidget';

describe('RatingWidget', () => {
  const props = {
    summary: {
      score: 5,
      count: 65,
      counts: {5: 63, 4: 2, 3: 0, 2: 0, 1: 0},
      period: 'von März 2023 bis Oktober 2025',
    },
    label: 'Bestbewertungen auf Treawell!',
    href: 'https://www.treatwell.de/ort/beispiel/',
  } as const;

  test('shows the score with one decimal and German comma, and stars as text', () => {
    render(<RatingWidget {...props} summary={{...props.summary, score: 4.8}} />);
    expect(screen.getByText('4,8')).toBeInTheDocument();
    expect(screen.getByRole('img', {name: '5 von 5 Sternen'})).toBeInTheDocument();
    expect(screen.getByText('65 Bewertungen von März 2023 bis Oktober 2025')).toBeInTheDocument();
  });

  test('states the number of reviews and the period they cover (BGH I ZR 143/23)', () => {
    const {rerender} = render(
      <RatingWidget
        {...props}
        summary={{
          score: 4,
          count: 1,
          counts: {5: 0, 4: 1, 3: 0, 2: 0, 1: 0},
          period: 'im Mai 2025',
        }}
      />,
    );
    expect(screen.getByText('1 Bewertung im Mai 2025')).toBeInTheDocument();
    rerender(<RatingWidget {...props} summary={{...props.summary, period: undefined}} />);
    expect(screen.getByText('65 Bewertungen')).toBeInTheDocument();
  });

  test('one row per level from 5 to 1 with counts; the 5-star row is emphasised', () => {
    render(<RatingWidget {...props} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '5 Sterne',
      '4 Sterne',
      '3 Sterne',
      '2 Sterne',
      '1 Stern',
    ]);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      '63',
      '2',
      '0',
      '0',
      '0',
    ]);
    // Each bar is its share of the reviews, drawn with SVG attributes rather than a style attribute.
    expect(rows.map((row) => row.querySelector('svg rect')?.getAttribute('width'))).toEqual([
      '97',
      '3',
      '0',
      '0',
      '0',
    ]);
    expect(rows.every((row) => !row.querySelector('[style]'))).toBe(true);
    expect(rows[0]?.className).toMatch(/emphasised/);
    expect(rows.slice(1).every((row) => !row.className)).toBe(true);
  });

  test('the label links to the marketplace in a new tab without opener or referrer', () => {
    render(<RatingWidget {...props} />);
    const link = screen.getByRole('link', {name: /Bestbewertungen auf Treawell!/});
    expect(link).toHaveAttribute('href', props.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
