/** Image cards in the home page section "Was meinen Schönheitssalon besonders macht". */
import type {SalonInfoCard} from './types';

export const salonInfo: readonly SalonInfoCard[] = [
  {
    image: '/images/salon/behandlungsraum.jpg',
    alternativeText: 'Heller Behandlungsraum mit Kosmetikliege und Blick ins Grüne',
    title: 'Ruhige Lage im Grünen',
    text: 'Mein Behandlungsraum liegt in einem ruhigen, grünen Viertel von Steglitz-Zehlendorf. Hier können Sie abschalten und die Zeit ganz für sich genießen.',
  },
  {
    image: '/images/salon/zertifiziertes-personal.jpg',
    alternativeText: 'Kosmetikerin bei der sorgfältigen Gesichtsbehandlung einer Kundin',
    title: 'Zertifiziert und erfahren',
    text: 'Als zertifizierte Kosmetikerin mit über 25 Jahren Berufserfahrung weiß ich, worauf es bei Ihrer Haut ankommt.',
  },
  {
    image: '/images/salon/luxus-kosmetikprodukte.jpg',
    alternativeText: 'Hochwertige Pflegeprodukte deutscher Kosmetikmarken im Regal des Studios',
    title: 'Deutsche Luxuskosmetik',
    text: 'Ich arbeite mit hochwertigen Produkten deutscher Kosmetikhersteller, die ich sorgfältig nach Qualität und Verträglichkeit auswähle.',
  },
];
