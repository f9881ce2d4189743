/**
 * Service cards in the home page section "Investitionsmöglichkeiten ins eigene Wohlbefinden".
 * The price ranges must match the price list (src/data/prices.ts).
 */
import type {HomeServiceCard} from './types';

export const homeServices: readonly HomeServiceCard[] = [
  {
    image: '/images/leistungen/aqua-facial.jpg',
    alternativeText: 'Kundin bei einer Aqua-Facial-Behandlung mit sanfter Tiefenreinigung der Gesichtshaut',
    title: 'Aqua Facial',
    priceNote: '99 € - 149 €',
    label: 'Kennenlernangebot',
  },
  {
    image: '/images/leistungen/permanent-makeup.jpg',
    alternativeText: 'Nahaufnahme von Augenbrauen nach einer Behandlung mit Permanent Make-up',
    title: 'Permanent Makeup',
    priceNote: '350 € - 499 €',
    label: 'Sonderangebot',
  },
  {
    image: '/images/leistungen/wimpernverlaengerung.jpg',
    alternativeText: 'Geschlossenes Auge mit natürlich wirkender Wimpernverlängerung in Nahaufnahme',
    title: 'Wimpernverlängerung',
    priceNote: '60 € - 120 €',
    label: 'Bestseller',
  },
  {
    image: '/images/leistungen/gesichtsbehandlungen.jpg',
    alternativeText: 'Entspannte Kundin mit Pflegemaske während einer Gesichtsbehandlung',
    title: 'Gesichtsbehandlungen',
    priceNote: '55 € - 155 €',
    label: 'Anti aging empfohlen',
  },
];

/** The fifth card, linking to the full price list. */
export const homeServicesMore = {
  title: 'Mehr sehen',
  text: 'Alle Behandlungen und Preise finden Sie in meiner Preisliste.',
  link: '/preisliste',
} as const;
