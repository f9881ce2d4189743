/**
 * Gallery (/galerie): before/after results. Videos have a poster image at the same path under
 * /images with the suffix "-poster.jpg". The first two items load eagerly (above the fold).
 */
import type {GalleryGroup} from './types';

export const galleryGroups: readonly GalleryGroup[] = [
  {
    title: 'Permanent Make-up: Augenbrauen, Lippen und Lidstrich oben und unten',
    items: [
      {
        source: '/images/galerie/augenbrauen-microblading-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: Augenbrauen mit Microblading in feiner Härchentechnik',
        lazyLoading: false,
      },
      {
        source: '/images/galerie/augenbrauen-microblading-02.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: dichtere, klar geformte Augenbrauen durch Microblading',
        lazyLoading: false,
      },
      {
        source: '/images/galerie/augenbrauen-powder-brows-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: weich schattierte Augenbrauen mit Powder Brows',
        lazyLoading: true,
      },
      {
        source: '/videos/galerie/augenbrauen-haerchentechnik.mp4',
        type: 'video',
        alternativeText: 'Video: Augenbrauen vor und nach dem Permanent Make-up in Härchentechnik',
        lazyLoading: true,
      },
      {
        source: '/images/galerie/lippen-kontur-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: Lippen mit fein pigmentierter Lippenkontur',
        lazyLoading: true,
      },
      {
        source: '/images/galerie/lippen-schattierung-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: gleichmäßig schattierte Lippen in natürlichem Farbton',
        lazyLoading: true,
      },
      {
        source: '/videos/galerie/lippen-schattierung.mp4',
        type: 'video',
        alternativeText: 'Video: Lippen vor und nach der Lippenschattierung mit Permanent Make-up',
        lazyLoading: true,
      },
      {
        source: '/images/galerie/lidstrich-oberlid-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: feiner Lidstrich als Permanent Make-up am Oberlid',
        lazyLoading: true,
      },
      {
        source: '/images/galerie/lidstrich-unterlid-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: dezenter Lidstrich als Permanent Make-up am Unterlid',
        lazyLoading: true,
      },
      {
        source: '/videos/galerie/lidstrich-oberlid.mp4',
        type: 'video',
        alternativeText: 'Video: Oberlid vor und nach dem Lidstrich mit Permanent Make-up',
        lazyLoading: true,
      },
      {
        source: '/images/galerie/augenbrauen-schattierung-01.jpg',
        type: 'image',
        alternativeText: 'Vorher und nachher: Augenbrauen mit sanfter Schattierung im Permanent Make-up',
        lazyLoading: true,
      },
    ],
  },
  {
    title: 'Microneedling mit Lichttherapie',
    items: [
      {
        source: '/videos/galerie/microneedling-lichttherapie.mp4',
        type: 'video',
        alternativeText: 'Video: Gesichtshaut vor und nach Microneedling mit LED-Lichttherapie',
        lazyLoading: true,
      },
    ],
  },
];
