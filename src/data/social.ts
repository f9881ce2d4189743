/**
 * Media cards in the home page section "Folgen Sie mir in den sozialen Medien": the reel first,
 * then four images. Each card links to the platform named in its file name. Videos have a
 * poster image at the same path under /images with the suffix "-poster.jpg".
 */
import {studio} from './studio';
import type {SocialMediaCard} from './types';

const {instagram, facebook, treatwell} = studio.social;

export const socialCards: readonly SocialMediaCard[] = [
  {
    type: 'video',
    source: '/videos/social/instagram-reel-wimpernlifting.mp4',
    alternativeText: 'Instagram-Reel: Wimpernlifting im Kosmetikstudio',
    link: instagram,
  },
  {
    type: 'image',
    source: '/images/social/instagram-augenbrauen.jpg',
    alternativeText: 'Instagram-Beitrag: gepflegte, in Form gebrachte Augenbrauen in Nahaufnahme',
    link: instagram,
  },
  {
    type: 'image',
    source: '/images/social/instagram-lippen.jpg',
    alternativeText: 'Instagram-Beitrag: Lippen mit Permanent Make-up in natürlichem Farbton',
    link: instagram,
  },
  {
    type: 'image',
    source: '/images/social/facebook-studio.jpg',
    alternativeText: 'Facebook-Beitrag: Blick in das Kosmetikstudio in Berlin-Zehlendorf',
    link: facebook,
  },
  {
    type: 'image',
    source: '/images/social/treatwell-aqua-facial.jpg',
    alternativeText: 'Treatwell-Beitrag: Kundin bei einer Aqua-Facial-Behandlung',
    link: treatwell,
  },
];
