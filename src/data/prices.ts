/**
 * The price list (/preisliste): five categories, each with its treatments.
 * Prices are text like "99 €" (digits, a normal space, the euro sign). A `regularPrice` is shown
 * struck through beside the price; for the wellness packages it equals the sum of the single
 * treatments listed on this page. Descriptions are shown in the "Mehr erfahren" dialog.
 */
import type {PriceCategory} from './types';

export const priceCategories: readonly PriceCategory[] = [
  {
    title: 'Gesichtsbehandlungen - Sparpakete',
    services: [
      {
        title: 'Klassische Gesichtsbehandlung',
        duration: '60 Min.',
        price: '55 €',
        description: [
          'Die klassische Gesichtsbehandlung ist der ideale Einstieg, wenn Sie mein Studio kennenlernen oder Ihrer Haut einfach etwas Gutes tun möchten. Sie eignet sich für jeden Hauttyp und jedes Alter.',
          'Das erwartet Sie:',
          {
            list: [
              'Hautanalyse und gründliche Reinigung',
              'sanftes Enzympeeling',
              'Ausreinigung nach Bedarf',
              'Augenbrauen in Form zupfen',
              'Maske und Abschlusspflege passend zu Ihrem Hauttyp',
            ],
          },
          'Zum Schluss gebe ich Ihnen ein paar Tipps für die Pflege zu Hause mit.',
        ],
      },
      {
        title: 'Gesichtsbehandlung für Herren',
        duration: '60 Min.',
        price: '60 €',
        description: [
          'Eine unkomplizierte Pflegebehandlung, abgestimmt auf Männerhaut, die durch die tägliche Rasur oft beansprucht ist.',
          'Nach Reinigung und Peeling reinige ich die Haut aus, trage eine beruhigende Maske auf und schließe mit einer leichten, nicht fettenden Pflege ab.',
          'Auf Wunsch zeige ich Ihnen eine einfache Pflegeroutine, die sich ohne großen Aufwand in den Alltag einbauen lässt.',
        ],
      },
      {
        title: 'Intensivpflege Augenpartie',
        duration: '45 Min.',
        price: '59 €',
        description: [
          'Die Haut rund um die Augen ist besonders dünn und zeigt Müdigkeit oft als Erstes. Diese Behandlung widmet sich ganz der Augenpartie.',
          'Nach einer sanften Reinigung folgen eine Lymphdrainage-Massage, ein pflegendes Augenserum und kühlende Augenpads. Zum Abschluss trage ich eine reichhaltige Augencreme auf.',
          'Die Behandlung lässt sich gut mit dem Färben der Wimpern oder einem Wimpernlifting kombinieren.',
        ],
      },
      {
        title: 'Gesichtsbehandlung für unreine Haut',
        duration: '75 Min.',
        price: '65 €',
        description: [
          'Für Haut, die zu Unreinheiten, vergrößerten Poren und Glanz neigt – ob bei Jugendlichen oder im Erwachsenenalter.',
          'Nach Reinigung, Peeling und warmem Dampf reinige ich die Haut gründlich und schonend aus. Eine klärende Maske und eine leichte Pflege runden die Behandlung ab.',
          'Wenn Ihre Haut gerade ärztlich behandelt wird, sprechen Sie mich bitte vor dem Termin darauf an. Dann stimmen wir die Behandlung gemeinsam darauf ab.',
        ],
      },
      {
        title: 'Fruchtsäurepeeling',
        duration: '45 Min.',
        price: '69 €',
        description: [
          'Ein Peeling mit Fruchtsäuren (AHA) löst abgestorbene Hautschüppchen und verfeinert das Hautbild. Die Haut wirkt danach glatter und ebenmäßiger.',
          'Die Konzentration wähle ich passend zu Ihrem Hauttyp. Ein leichtes Kribbeln während der Einwirkzeit ist normal; anschließend neutralisiere ich die Säure und trage eine beruhigende Pflege auf.',
          'Bitte schützen Sie Ihre Haut in den Tagen danach mit einem hohen Lichtschutzfaktor und verzichten Sie auf Sonnenbäder und Solarium. Am besten eignet sich die Behandlung in der sonnenärmeren Jahreszeit.',
        ],
      },
      {
        title: 'Feuchtigkeitsbehandlung (Hydro)',
        duration: '75 Min.',
        price: '80 €',
        description: [
          'Die Hydro-Behandlung ist für trockene, gespannte oder fahle Haut gedacht – zum Beispiel nach dem Sommer, bei trockener Heizungsluft oder einfach, wenn die Haut Durst hat.',
          'Nach Reinigung und Peeling arbeite ich konzentrierte Feuchtigkeitsseren mit einer entspannenden Gesichtsmassage ein. Eine Feuchtigkeitsmaske sorgt anschließend für ein frisches, geschmeidiges Hautgefühl.',
          'Ich empfehle, die Feuchtigkeitsbehandlung nur alle 4 Wochen zu wiederholen. Dazwischen erhält Ihre Pflege zu Hause das Ergebnis.',
        ],
      },
      {
        title: 'Ultraschallbehandlung',
        duration: '60 Min.',
        price: '85 €',
        description: [
          'Bei dieser Behandlung arbeite ich mit sanften Ultraschallwellen. Sie ist angenehm, schmerzfrei und auch für empfindliche Haut geeignet.',
          'Zuerst entfernt ein Ultraschallpeeling abgestorbene Hautschüppchen, danach unterstützt der Ultraschall das Einarbeiten eines Serums, das ich passend zu Ihrer Haut auswähle. Eine Maske rundet die Behandlung ab.',
        ],
      },
      {
        title: 'Diamant-Mikrodermabrasion',
        duration: '60 Min.',
        price: '89 €',
        description: [
          'Bei der Mikrodermabrasion trägt ein Aufsatz mit feiner Diamantoberfläche die oberste Hornschicht sanft ab. Das Hautbild wirkt danach feiner und ebenmäßiger.',
          'Die Intensität passe ich an Ihre Haut an. Nach der Abrasion folgen eine beruhigende Maske und eine pflegende Abschlusscreme.',
          'Bitte schützen Sie Ihre Haut in den Tagen nach der Behandlung mit einem hohen Lichtschutzfaktor.',
        ],
      },
      {
        title: 'Anti-Aging-Gesichtsbehandlung',
        duration: '90 Min.',
        price: '105 €',
        description: [
          'Für reife Haut und für alle, die ihre Haut mit besonders reichhaltiger Pflege verwöhnen möchten.',
          'Nach Reinigung, Peeling und Ausreinigung arbeite ich ein Anti-Aging-Serum ein. Es folgen eine ausgiebige Massage mit Lymphdrainage für Gesicht, Hals und Dekolleté, eine straffende Maske und eine Abschlusspflege.',
          'Die Haut fühlt sich danach genährt und geschmeidig an. Für ein anhaltend schönes Ergebnis empfehle ich regelmäßige Termine und eine passende Pflege zu Hause.',
        ],
      },
      {
        title: 'Radiofrequenz-Behandlung',
        duration: '75 Min.',
        price: '110 €',
        description: [
          'Bei der Radiofrequenz erwärme ich das Gewebe mit einem speziellen Gerät sanft und gleichmäßig. Viele Kundinnen wählen diese Behandlung, wenn die Haut an Wangen, Kinnpartie und Hals an Spannkraft verloren hat.',
          'Die Wärme empfinden die meisten als sehr angenehm. Zur Behandlung gehören außerdem Reinigung, Maske und Abschlusspflege.',
          'Meist ist eine Serie von mehreren Terminen sinnvoll. Mit Herzschrittmacher, Metallimplantaten im Gesichtsbereich oder in der Schwangerschaft ist die Behandlung nicht geeignet.',
        ],
      },
      {
        title: 'Hyaluron-Intensivbehandlung',
        duration: '90 Min.',
        price: '119 €',
        description: [
          'Eine intensive Pflege für trockene und feuchtigkeitsarme Haut, die sich gespannt oder müde anfühlt.',
          'Nach Reinigung und Peeling arbeite ich ein Hyaluron-Ampullenkonzentrat mit Ultraschall ein. Eine Gesichtsmassage und eine Vliesmaske mit Hyaluron schließen die Behandlung ab.',
          'Die Haut fühlt sich danach prall und geschmeidig an – ideal in der Heizperiode oder nach einem Urlaub in der Sonne.',
        ],
      },
      {
        title: 'Microneedling',
        duration: '75 Min.',
        price: '129 €',
        description: [
          'Beim kosmetischen Microneedling wird die Haut mit sehr feinen Nadeln behandelt. Anschließend trage ich ausgewählte Wirkstoffe auf. Viele Kundinnen wählen die Behandlung bei vergrößerten Poren, feinen Linien oder einem unruhigen Hautbild.',
          'Direkt danach ist die Haut gerötet; das klingt in der Regel innerhalb von ein bis zwei Tagen ab. Bitte tragen Sie 24 Stunden lang kein Make-up auf und meiden Sie in den folgenden Tagen Sonne, Sauna und starkes Schwitzen.',
          'Für ein gleichmäßiges Ergebnis empfehle ich eine Serie von drei bis vier Behandlungen im Abstand von etwa vier Wochen. Vorab klären wir im Gespräch, ob Microneedling für Ihre Haut geeignet ist.',
        ],
      },
      {
        title: 'Microneedling mit Lichttherapie (LED)',
        duration: '90 Min.',
        price: '155 €',
        description: [
          'Hier kombiniere ich das kosmetische Microneedling mit einer LED-Lichtanwendung. Während eine beruhigende Maske einwirkt, wird die frisch behandelte Haut mit LED-Licht bestrahlt – eine angenehm entspannende Phase.',
          'Rotes Licht ist vor allem bei reifer Haut beliebt, blaues Licht bei unreiner Haut. Welche Lichtfarbe zu Ihnen passt, entscheiden wir gemeinsam.',
          'Auch hier gilt: Bitte tragen Sie 24 Stunden lang kein Make-up auf und schützen Sie Ihre Haut in den folgenden Tagen vor Sonne.',
        ],
      },
      {
        title: 'Aqua Facial Basic',
        duration: '60 Min.',
        price: '99 €',
        description: [
          'Das Aqua Facial ist eine Tiefenreinigung mit Wasserstrahl und sanftem Vakuum: Die Haut wird gepeelt, die Poren werden ausgereinigt und die Haut wird anschließend mit Feuchtigkeit versorgt – ganz ohne Ausdrücken.',
          'Die Basic-Variante umfasst Reinigung, Aqua-Peeling, Hydro-Ausreinigung und eine Feuchtigkeitspflege. Sie ist ideal, um das Aqua Facial kennenzulernen.',
          'Die Behandlung ist sanft; in der Regel können Sie danach direkt wieder in Ihren Alltag starten.',
        ],
      },
      {
        title: 'Aqua Facial mit LED',
        duration: '75 Min.',
        price: '129 €',
        description: [
          'Alle Schritte des Aqua Facial Basic, ergänzt um eine LED-Lichtanwendung, während eine pflegende Maske einwirkt.',
          'Die Lichtfarbe wähle ich passend zu Ihrer Haut. Das LED-Licht erzeugt kaum Wärme; die meisten empfinden die Anwendung als sehr entspannend.',
        ],
      },
      {
        title: 'Aqua Facial Deluxe',
        duration: '90 Min.',
        price: '149 €',
        description: [
          'Die ausführlichste Variante des Aqua Facial für alle, die sich etwas Besonderes gönnen möchten.',
          'Das erwartet Sie:',
          {
            list: [
              'Aqua-Peeling und Hydro-Ausreinigung',
              'ein Ampullenkonzentrat passend zu Ihrer Haut',
              'Massage für Gesicht, Hals und Dekolleté',
              'Vliesmaske mit LED-Lichtanwendung',
              'Abschlusspflege mit Augencreme',
            ],
          },
          'Die Haut fühlt sich danach tiefenrein und geschmeidig an – ein schöner Frischekick vor besonderen Anlässen.',
        ],
      },
      {
        title: 'BB Glow',
        duration: '90 Min.',
        price: '99 €',
        description: [
          'Beim BB Glow arbeite ich ein getöntes Serum mit feinen Nadeln oberflächlich in die Haut ein. Der Teint wirkt danach ebenmäßiger und frischer – ähnlich wie mit einer leichten BB-Cream.',
          'Für ein gleichmäßiges Ergebnis empfehle ich eine Kur aus 4 Behandlungen im Abstand von jeweils zwei Wochen. Der angegebene Preis gilt pro Behandlung.',
          'Der Effekt ist nicht dauerhaft und lässt mit der natürlichen Erneuerung der Haut nach. Wie beim Microneedling tragen Sie bitte 24 Stunden nach der Behandlung kein Make-up auf.',
        ],
      },
      {
        title: 'Perfect Glow',
        duration: '90 Min.',
        price: '129 €',
        description: [
          'Meine Behandlung für einen frischen, strahlenden Teint – ideal einige Tage vor einer Hochzeit, einem Fotoshooting oder einem Fest.',
          'Sie verbindet ein Enzympeeling und eine Ultraschall-Reinigung mit einem Vitamin-C-Serum, einer belebenden Gesichtsmassage und einer Glow-Maske.',
          'Die Haut wirkt danach erholt und gepflegt, ohne gerötet zu sein.',
        ],
      },
      {
        title: 'Wellness-Paket „Kleine Auszeit“',
        duration: 'ca. 2 Std.',
        price: '105 €',
        regularPrice: '125 €',
        description: [
          'Eine Auszeit für Haut und Blick zu einem günstigen Paketpreis.',
          'Im Paket enthalten:',
          {
            list: [
              'Feuchtigkeitsbehandlung (Hydro)',
              'Wimpern färben',
              'Augenbrauen färben und zupfen',
            ],
          },
          'Gegenüber der Einzelbuchung sparen Sie 20 €. Wie bei der einzelnen Feuchtigkeitsbehandlung empfehle ich, das Paket nur alle 4 Wochen zu wiederholen.',
        ],
      },
      {
        title: 'Wellness-Paket „Frischer Blick“',
        duration: 'ca. 2,5 Std.',
        price: '135 €',
        regularPrice: '165 €',
        description: [
          'Verwöhnpflege für das Gesicht und ein wacher, offener Blick – in einem Termin.',
          'Im Paket enthalten:',
          {
            list: ['Anti-Aging-Gesichtsbehandlung', 'Wimpernlifting'],
          },
          'Gegenüber der Einzelbuchung sparen Sie 30 €.',
        ],
      },
      {
        title: 'Wellness-Paket „Rundum gepflegt“',
        duration: 'ca. 2,5 Std.',
        price: '135 €',
        regularPrice: '170 €',
        description: [
          'Gesicht, Augenbrauen und Hände an einem Termin – perfekt, wenn Sie sich rundum gepflegt fühlen möchten.',
          'Im Paket enthalten:',
          {
            list: [
              'Ultraschallbehandlung',
              'Augenbrauen färben und zupfen',
              'Maniküre mit Shellac',
            ],
          },
          'Gegenüber der Einzelbuchung sparen Sie 35 €.',
        ],
      },
      {
        title: 'Luxus-Anti-Aging-Behandlung',
        duration: 'ca. 2,5 Std.',
        price: '249 €',
        description: [
          'Meine umfangreichste Behandlung: zweieinhalb Stunden Pflege und Entspannung mit den hochwertigsten Produkten aus meinem Studio.',
          'Das erwartet Sie:',
          {
            list: [
              'Aqua-Facial-Tiefenreinigung',
              'Radiofrequenz für Gesicht und Hals',
              'Ampullenkonzentrat, mit Ultraschall eingearbeitet',
              'ausgiebige Massage mit Lymphdrainage für Gesicht, Hals und Dekolleté',
              'Vliesmaske mit LED-Lichtanwendung',
              'Hand- und Armmassage während der Einwirkzeit',
            ],
          },
          'Ein schönes Geschenk – für sich selbst oder für einen lieben Menschen.',
        ],
      },
    ],
  },
  {
    title: 'Wimpernverlängerung',
    services: [
      {
        title: 'Neues Set (1:1)',
        duration: 'ca. 2 Std.',
        price: '120 €',
        description: [
          'Bei der 1:1-Technik setze ich auf jede Ihrer Naturwimpern eine einzelne künstliche Wimper. Länge, Schwung und Stärke wählen wir gemeinsam, damit das Ergebnis zu Ihrer Augenform passt und natürlich wirkt.',
          'Sie liegen während der Behandlung entspannt mit geschlossenen Augen; viele Kundinnen schlafen dabei sogar ein.',
          'Damit der Kleber gut aushärtet: Bitte reinigen Sie die Wimpern in den ersten 24 Stunden nicht intensiv und meiden Sie 48 Stunden lang heißes Wasser, Sauna und Dampf.',
        ],
      },
      {
        title: 'Auffüllen',
        duration: '60 Min.',
        price: '60 €',
        description: [
          'Naturwimpern wachsen und fallen laufend aus – mit ihnen auch die Extensions. Beim Auffüllen entferne ich herausgewachsene Wimpern und ergänze die Lücken.',
          'Ich empfehle das Auffüllen etwa alle drei Wochen, solange noch ein Großteil der Extensions vorhanden ist.',
          'Auch nach dem Auffüllen gilt: 24 Stunden keine intensive Reinigung, 48 Stunden kein heißes Wasser, keine Sauna und kein Dampf.',
        ],
      },
      {
        title: 'Braune Wimpern – neues Set',
        duration: 'ca. 2 Std.',
        price: '120 €',
        description: [
          'Ein neues Set in 1:1-Technik mit braunen statt schwarzen Wimpern. Besonders bei hellen Haaren, heller Haut oder für einen sehr dezenten Look wirkt Braun weicher und natürlicher.',
          'Bitte reinigen Sie die Wimpern in den ersten 24 Stunden nicht intensiv und meiden Sie 48 Stunden lang heißes Wasser, Sauna und Dampf.',
        ],
      },
    ],
  },
  {
    title: 'Augenbrauen & Wimpernbehandlungen',
    services: [
      {
        title: 'Wimpernlifting',
        duration: '60 Min.',
        price: '60 €',
        description: [
          'Beim Wimpernlifting bringe ich Ihre eigenen Wimpern in einen schönen, natürlichen Schwung. Die Wimpern wirken dadurch länger und der Blick offener – ganz ohne Wimpernzange.',
          'Zum Abschluss färbe ich die Wimpern auf Wunsch und pflege sie mit einem nährenden Serum.',
          'Das Ergebnis hält in der Regel sechs bis acht Wochen. In den ersten 24 Stunden sollten die Wimpern nicht nass werden.',
        ],
      },
      {
        title: 'Wimpern färben',
        duration: '30 Min.',
        price: '20 €',
        description: [
          'Gefärbte Wimpern wirken dichter und ausdrucksstärker – besonders bei hellen Wimpern ein großer Unterschied. Ideal für Urlaub, Sport oder alle, die morgens auf Mascara verzichten möchten.',
          'Ich verwende eine speziell für die empfindliche Augenpartie entwickelte Wimpernfarbe und wähle den Farbton passend zu Ihrem Typ.',
        ],
      },
      {
        title: 'Augenbrauen färben und zupfen',
        duration: '20 Min.',
        price: '25 €',
        description: [
          'Ich forme Ihre Augenbrauen passend zu Ihrem Gesicht und färbe sie in einem natürlichen Farbton. So wirken sie gepflegt und klar definiert.',
          'Eine kleine Behandlung mit großer Wirkung, die sich gut mit einer Gesichtsbehandlung kombinieren lässt.',
        ],
      },
      {
        title: 'Brow Lifting',
        duration: '45 Min.',
        price: '60 €',
        description: [
          'Beim Brow Lifting werden die Augenbrauenhärchen in eine neue Richtung gebracht und fixiert. Die Brauen wirken dadurch voller, gleichmäßiger und gepflegt.',
          'Zur Behandlung gehören Formen, Färben und eine pflegende Abschlussbehandlung.',
          'Das Ergebnis hält in der Regel vier bis sechs Wochen. Bitte halten Sie die Brauen in den ersten 24 Stunden trocken.',
        ],
      },
      {
        title: 'Henna Brows',
        duration: '40 Min.',
        price: '60 €',
        description: [
          'Bei Henna Brows färbe ich Ihre Augenbrauen mit einer Farbe auf Henna-Basis. Sie färbt nicht nur die Härchen, sondern vorübergehend auch die Haut darunter – so wirken lichte Stellen gefüllter.',
          'Vorher forme ich die Brauen passend zu Ihrem Gesicht. Den Farbton mischen wir gemeinsam.',
          'Auf der Haut hält die Farbe etwa eine Woche, auf den Härchen mehrere Wochen. Bitte halten Sie die Brauen in den ersten 24 Stunden trocken.',
        ],
      },
    ],
  },
  {
    title: 'Permanent Make-Up',
    services: [
      {
        title: 'Microblading',
        duration: 'ca. 2 Std.',
        price: '350 €',
        description: [
          'Beim Microblading zeichne ich mit einem feinen Handwerkzeug, dessen Klinge aus winzigen Nadeln besteht, einzelne Härchen in die oberste Hautschicht. Das Ergebnis sind Augenbrauen, die voll und zugleich sehr natürlich wirken.',
          'Vor der Pigmentierung besprechen wir Form und Farbe und ich zeichne die Brauen vor. Erst wenn Sie zufrieden sind, beginne ich.',
          'Das Ergebnis hält etwa 2–3 Jahre, je nach Hauttyp, Pflege und Sonneneinstrahlung. Nach der Behandlung erhalten Sie von mir eine ausführliche Pflegeanleitung für die Abheilung.',
        ],
      },
      {
        title: 'Augenbrauen (Powder Brows)',
        duration: 'ca. 2,5 Std.',
        price: '400 €',
        description: [
          'Bei Powder Brows pigmentiere ich die Augenbrauen mit einer weichen Schattierung. Sie wirken wie dezent mit Puder nachgezeichnet und eignen sich für fast jeden Hauttyp, auch für ölige Haut.',
          'Form und Farbton legen wir vorab gemeinsam fest; ich zeichne die Brauen vor und beginne erst, wenn Sie zufrieden sind.',
          'Permanent Make-up hält etwa 2–3 Jahre. Wie lange genau, hängt von Hauttyp, Pflege und Sonneneinstrahlung ab.',
        ],
      },
      {
        title: 'Lippenkontur',
        duration: 'ca. 2 Std.',
        price: '350 €',
        description: [
          'Eine fein pigmentierte Kontur definiert die Lippenform und lässt die Lippen gepflegter wirken, ohne geschminkt auszusehen.',
          'Farbton und Verlauf der Kontur stimmen wir vorab gemeinsam ab. Wenn Sie zu Lippenherpes neigen, sprechen Sie das bitte schon bei der Terminvereinbarung an.',
          'Die Pigmentierung hält etwa 2–3 Jahre, abhängig von Hauttyp und Pflege.',
        ],
      },
      {
        title: 'Lippenschattierung',
        duration: 'ca. 3 Std.',
        price: '499 €',
        description: [
          'Bei der Lippenschattierung pigmentiere ich Kontur und Lippenfläche mit einem weichen Farbverlauf. Die Lippen wirken frischer und gleichmäßiger in der Farbe – im Alltag brauchen Sie kaum noch Lippenstift.',
          'Den Farbton wählen wir gemeinsam und testen ihn vorab an Ihren Lippen. In den ersten Tagen wirkt die Farbe kräftiger; nach der Abheilung zeigt sich der endgültige, weichere Ton.',
          'Das Ergebnis hält etwa 2–3 Jahre. Wenn Sie zu Lippenherpes neigen, sprechen Sie das bitte schon bei der Terminvereinbarung an.',
        ],
      },
    ],
  },
  {
    title: 'Nagelmodellage & Maniküre',
    services: [
      {
        title: 'UV-Gel Neumodellage',
        duration: 'ca. 2 Std.',
        price: '80 €',
        description: [
          'Eine neue Modellage mit UV-Gel für schöne, belastbare Nägel. Form und Länge stimmen wir gemeinsam ab, von natürlich kurz bis elegant lang.',
          'Ich bereite die Naturnägel sorgfältig vor, modelliere mit Gel und versiegle die Oberfläche glänzend – auf Wunsch in Farbe oder als French.',
          'Damit die Nägel stabil und schön bleiben, empfehle ich das Auffüllen alle 3–4 Wochen.',
        ],
      },
      {
        title: 'Auffüllen',
        duration: '90 Min.',
        price: '70 €',
        description: [
          'Beim Auffüllen gleiche ich den herausgewachsenen Bereich am Nagelbett aus, korrigiere die Form und erneuere die Oberfläche.',
          'Ideal ist ein Termin alle 3–4 Wochen: So bleibt die Modellage stabil und sieht wieder aus wie neu.',
        ],
      },
      {
        title: 'Maniküre mit Shellac',
        duration: '60 Min.',
        price: '60 €',
        description: [
          'Eine gründliche Maniküre mit Nagelhautpflege und Formen, abgeschlossen mit Shellac in der Farbe Ihrer Wahl.',
          'Shellac ist ein Gel-Lack, der unter UV-Licht aushärtet. Er glänzt lange und hält bis zu 4 Wochen, ohne abzusplittern.',
          'Zum Entfernen kommen Sie am besten wieder zu mir, damit die Naturnägel geschont werden.',
        ],
      },
    ],
  },
];
