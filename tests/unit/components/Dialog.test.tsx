import {describe, expect, jest, test} from '@jest/globals';
import {act, render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {Dialog} from '@site/src/components/Dialog';

describe('Dialog', () => {
  test('open={true} shows it modally, open={false} closes it and calls onClose once', () => {
    const onClose = jest.fn();
    const {rerender, container} = render(
      <Dialog open={false} onClose={onClose} aria-label="Test">
        Inhalt
      </Dialog>,
    );
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    rerender(
      <Dialog open onClose={onClose} aria-label="Test">
        Inhalt
      </Dialog>,
    );
    expect(dialog).toHaveAttribute('open');
    rerender(
      <Dialog open={false} onClose={onClose} aria-label="Test">
        Inhalt
      </Dialog>,
    );
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a dialog opened natively before hydration stays open when React takes over', async () => {
    const element = (
      <Dialog open={false} onClose={() => {}} aria-label="Test">
        Inhalt
      </Dialog>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const dialog = container.querySelector('dialog')!;
    dialog.showModal(); // what <button command="show-modal"> does before the scripts run

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(container.querySelector('dialog')).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    await act(async () => root!.unmount());
    container.remove();
  });
});
