import '@testing-library/jest-dom/jest-globals';

// Docusaurus' Link prefetches routes through window.docusaurus; jsdom has no such runtime.
Object.assign(window, {
  docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()},
});

// jsdom implements neither matchMedia nor the <dialog> methods: minimal, observable versions.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    }
  };
}
