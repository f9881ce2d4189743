/** Intro sections on the home page, in the owner's own voice. */

export interface IntroSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Optional image path under /images; a section without image is shown as text only. */
  readonly image?: string;
  /** Required whenever `image` is set. */
  readonly alternativeText?: string;
}

export const introSections: readonly IntroSection[] = [
  {
    title: 'Willkommen in meinem Kosmetikstudio',
    paragraphs: [
      'Ich bin Erika, und seit über 25 Jahren ist Kosmetik mein Beruf und meine Leidenschaft. In meinem kleinen Studio in Berlin Steglitz-Zehlendorf behandle ich jede Kundin und jeden Kunden persönlich – von der Begrüßung bis zur letzten Pflegecreme.',
      'Mein Behandlungsraum liegt ruhig im Grünen, fernab vom Trubel der Stadt. Hier gibt es keine Eile und kein Wartezimmer: Ihr Termin gehört ganz Ihnen.',
    ],
    image: '/images/home/intro-studio.jpg',
    alternativeText: 'Empfangsbereich des Kosmetikstudios mit hellen Möbeln und Pflanzen',
  },
  {
    title: 'Was ich für Sie tun kann',
    paragraphs: [
      'Mein Angebot reicht von der klassischen Gesichtsbehandlung über Aqua Facial, Microneedling und BB Glow bis zu Wimpernverlängerung, Wimpernlifting und Permanent Make-up für Augenbrauen und Lippen. Auch gepflegte Hände mit Shellac oder Gelmodellage gehören dazu.',
      'Jede Behandlung beginnt mit einer ehrlichen Beratung: Ich schaue mir Ihre Haut genau an, frage nach Ihren Wünschen und empfehle nur, was wirklich zu Ihnen passt.',
    ],
    image: '/images/home/intro-beratung.jpg',
    alternativeText: 'Kosmetikerin im persönlichen Beratungsgespräch mit einer Kundin',
  },
  {
    title: 'Warum meine Kundinnen wiederkommen',
    paragraphs: [
      'Viele Kundinnen begleite ich schon seit Jahren. Sie schätzen, dass ich mir Zeit nehme, sorgfältig und hygienisch arbeite und mit hochwertigen Produkten deutscher Kosmetikhersteller pflege.',
      'Weil schöne Ergebnisse auch von der Pflege zu Hause abhängen, gebe ich Ihnen nach jeder Behandlung Tipps mit, die sich leicht in den Alltag einbauen lassen. Rufen Sie mich einfach an – gemeinsam finden wir Ihren Termin.',
    ],
  },
];
