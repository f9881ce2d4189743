/**
 * Copy of the home page: headings and short texts of its sections. Prices, reviews, services,
 * salon cards and social cards live in their own data files; contact data in studio.ts.
 */

export const hero = {
  headline: 'Ihr Kosmetikstudio in Berlin Steglitz',
  text: 'Gesichtsbehandlungen, Aqua Facial, Permanent Make-up und Wimpern – mit Zeit, Ruhe und über 25 Jahren Erfahrung.',
  callToAction: 'Termin vereinbaren',
  secondaryLink: {text: 'Preise ansehen', target: '/preisliste'},
  image: '/images/home/hero.jpg',
  alternativeText: 'Heller Behandlungsraum mit Kosmetikliege, frischen Handtüchern und Pflanzen',
} as const;

export const servicesSection = {
  heading: 'Investitionsmöglichkeiten ins eigene Wohlbefinden',
  text: 'Eine Auswahl meiner beliebtesten Behandlungen. Die Preise gelten je nach Umfang der Behandlung.',
} as const;

export const permanentMakeupBanner = {
  heading: 'Permanent Make-up: jeden Morgen perfekt',
  text: 'Augenbrauen, Lippen und Lidstrich, die bis zu zwei, drei Jahre halten. Im persönlichen Vorgespräch planen wir gemeinsam Form und Farbe.',
  callToAction: 'Jetzt telefonisch Termin buchen',
  image: '/images/home/permanent-makeup-banner.jpg',
  alternativeText: 'Nahaufnahme fein gezeichneter Augenbrauen nach einer Permanent-Make-up-Behandlung',
} as const;

export const blogSection = {
  heading: 'Schönheitsgeheimnisse in meinem Beauty-Blog',
  readMore: 'Weiter lesen',
  allPosts: {text: 'Alle Artikel im Blog', target: '/blog'},
} as const;

export const salonSection = {
  heading: 'Was meinen Schönheitssalon besonders macht',
} as const;

export const socialSection = {
  heading: 'Folgen Sie mir in den sozialen Medien',
  text: 'Neue Ergebnisse, Einblicke ins Studio und Pflegetipps zeige ich regelmäßig auf Instagram und Facebook.',
} as const;

export const reviewsSection = {
  heading: 'Das sagen meine Kundinnen und Kunden',
} as const;
