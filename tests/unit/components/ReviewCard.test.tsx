import {describe, expect, test} from '@jest/globals';
import {render, screen} from '@testing-library/react';
import {ReviewCard} from '@site/src/pages/_components/Reviews';

describe('ReviewCard', () => {
  const review = {name: 'Jana M.', service: 'Wimpernlifting', stars: 4, date: '2025-11-05'};

  test('a review with text: stars, name, text and service', () => {
    const {container} = render(<ReviewCard review={{...review, text: 'Sehr schön geworden.'}} />);
    expect(screen.getByRole('img', {name: '4 von 5 Sternen'})).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Jana M.',
      'Sehr schön geworden.',
      'Wimpernlifting',
    ]);
  });

  test('a rating with stars only: stars, name and service, no empty paragraph', () => {
    const {container} = render(<ReviewCard review={review} />);
    expect(screen.getByRole('img', {name: '4 von 5 Sternen'})).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Jana M.',
      'Wimpernlifting',
    ]);
  });
});
