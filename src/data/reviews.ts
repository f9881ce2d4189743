/**
 * SAMPLE reviews, written for development only. They are not real customer reviews.
 * Replace them with the owner's real reviews exported from the booking platform (Treatwell)
 * before going live, and set `reviewsAreSamples` to false. Keep `service` to a treatment name
 * from the price list (full title or a short, recognisable form).
 */
import type {Review} from './types';

/** True while the texts below are development samples; the notice near the carousel says so. */
export const reviewsAreSamples = true;

/**
 * Notice shown near the review carousel (transparency on the origin and checking of reviews,
 * § 5b Abs. 3 UWG). Update the last sentence when the real reviews are in place.
 */
export const reviewSource: {readonly text: string} = {
  text: 'Die Bewertungen stammen von der Buchungsplattform Treatwell, auf der nur bewerten kann, wer dort eine Behandlung gebucht und wahrgenommen hat; ich übernehme sie vollständig und ohne Auswahl nach Sternen. Derzeit sind die hier gezeigten Texte noch Beispieltexte, die durch die echten Bewertungen ersetzt werden.',
};

export const reviews: readonly Review[] = [
  {
    user: 'Sabine K.',
    service: 'Aqua Facial Deluxe',
    review:
      'Ich war zum ersten Mal bei Erika und bin begeistert. Die Behandlung war unglaublich entspannend, und meine Haut hat sich danach so weich angefühlt wie lange nicht mehr. Ich komme definitiv wieder!',
  },
  {
    user: 'Ayşe Y.',
    service: 'Microblading',
    review:
      'Ich habe lange gezögert, aber es hat sich gelohnt. Erika hat sich viel Zeit für die Vorzeichnung genommen und erst angefangen, als ich wirklich zufrieden war. Die Brauen sehen total natürlich aus.',
  },
  {
    user: 'Katrin S.',
    service: 'Wimpernverlängerung',
    review: 'Super schöne Wimpern, sehr natürlich und sauber gearbeitet.',
  },
  {
    user: 'Thomas R.',
    service: 'Gesichtsbehandlung für Herren',
    review:
      'Meine Frau hat mir einen Gutschein geschenkt, und ich war ehrlich gesagt skeptisch. Inzwischen gehe ich regelmäßig hin. Angenehme Atmosphäre, keine Verkaufsgespräche, einfach eine richtig gute Behandlung.',
  },
  {
    user: 'Natalia W.',
    service: 'Lippenschattierung',
    review:
      'Ich wollte volle, gleichmäßige Lippen ohne übertriebenen Effekt, und genau das habe ich bekommen. Die Farbe passt perfekt zu meinem Hautton. Erika hat mich vorher ausführlich beraten und mir alles zur Pflege erklärt.',
  },
  {
    user: 'Julia H.',
    service: 'Wimpernlifting',
    review: 'Das beste Wimpernlifting, das ich bisher hatte! Der Schwung hält jetzt schon seit sechs Wochen.',
  },
  {
    user: 'Elif D.',
    service: 'BB Glow',
    review:
      'Ich habe die Kur mit vier Terminen gemacht und bin sehr zufrieden mit meinem Teint. Erika erklärt jeden Schritt und achtet sehr auf Hygiene. Das Studio liegt so ruhig im Grünen, dass man sofort abschaltet.',
  },
  {
    user: 'Claudia W.',
    service: 'Klassische Gesichtsbehandlung',
    review:
      'Sehr professionell und herzlich. Meine Haut wurde gründlich gereinigt, ohne dass sie danach gerötet war. Ein echter Wohlfühltermin.',
  },
  {
    user: 'Marie T.',
    service: 'Henna Brows',
    review:
      'Meine Brauen sehen endlich voll und gepflegt aus. Die Form wurde perfekt an mein Gesicht angepasst. Klare Empfehlung!',
  },
  {
    user: 'Linh N.',
    service: 'Maniküre mit Shellac',
    review: 'Sehr sorgfältige Maniküre. Der Shellac hat bei mir fast vier Wochen gehalten, ohne abzusplittern.',
  },
  {
    user: 'Agnieszka P.',
    service: 'Powder Brows',
    review:
      'Ich bin so froh, dass ich mich für Erika entschieden habe. Die Powder Brows sind weich schattiert und sehen aus wie frisch geschminkt. Morgens spare ich mir jetzt zehn Minuten im Bad.',
  },
  {
    user: 'Giulia R.',
    service: 'Aqua Facial',
    review:
      'Wunderbare Behandlung in einer ruhigen, blitzsauberen Umgebung. Meine Haut fühlt sich frisch an und strahlt richtig.',
  },
  {
    user: 'Anja M.',
    service: 'Microneedling',
    review:
      'Erika hat mir vor dem Microneedling genau erklärt, was auf mich zukommt und was ich danach beachten muss. Die Rötung war am nächsten Tag fast verschwunden. Nach der dritten Sitzung wirkt mein Hautbild deutlich ebenmäßiger.',
  },
  {
    user: 'Yasmin A.',
    service: 'Wimpernverlängerung',
    review:
      'Ich trage seit Jahren Extensions und war schon in vielen Studios. Hier wird wirklich jede Wimper einzeln und sauber gesetzt, nichts ist verklebt. Endlich habe ich mein Studio gefunden!',
  },
  {
    user: 'Bettina L.',
    service: 'Anti-Aging-Gesichtsbehandlung',
    review:
      'Eine Behandlung zum Abschalten. Die Massage war himmlisch, und die Produkte duften dezent und angenehm. Ich habe mich rundum verwöhnt gefühlt.',
  },
  {
    user: 'Svetlana B.',
    service: 'Lippenkontur',
    review:
      'Eine sehr ruhige Hand und viel Erfahrung – das merkt man sofort. Die Kontur ist ganz fein und wirkt absolut natürlich.',
  },
  {
    user: 'Lena F.',
    service: 'Wimpern färben',
    review: 'Schnell, unkompliziert und ein tolles Ergebnis. Perfekt vor dem Urlaub!',
  },
  {
    user: 'Magdalena Z.',
    service: 'UV-Gel Neumodellage',
    review:
      'Meine Nägel sehen elegant und natürlich aus, überhaupt nicht klobig. Erika arbeitet sehr präzise und nimmt sich Zeit. Nach drei Wochen sitzt noch alles perfekt.',
  },
  {
    user: 'Carmen L.',
    service: 'Perfect Glow',
    review:
      'Ich hatte die Perfect-Glow-Behandlung zwei Tage vor meiner Hochzeit, und meine Haut hat auf allen Fotos gestrahlt. Danke, Erika, für diese wunderschöne Vorbereitung!',
  },
  {
    user: 'Petra H.',
    service: 'Wellness-Paket „Kleine Auszeit“',
    review:
      'Das Paket hat ein tolles Preis-Leistungs-Verhältnis. Gesichtsbehandlung, Wimpern und Augenbrauen in einem Termin – man geht rundum gepflegt nach Hause.',
  },
  {
    user: 'Zeynep T.',
    service: 'Brow Lifting',
    review:
      'Ich hatte etwas Angst, dass meine Brauen danach unnatürlich aussehen, aber das Ergebnis ist wunderschön. Erika hat sofort verstanden, was ich mir vorstelle.',
  },
  {
    user: 'Emma W.',
    service: 'Aqua Facial mit LED',
    review:
      'Ich bin vor Kurzem nach Berlin gezogen und habe ein gutes Kosmetikstudio gesucht. Jetzt habe ich es gefunden: sehr freundliche Beratung, angenehme Atmosphäre und ein tolles Hautgefühl nach der Behandlung.',
  },
  {
    user: 'Monika S.',
    service: 'Feuchtigkeitsbehandlung (Hydro)',
    review:
      'Erika ist seit Jahren meine Kosmetikerin. Sie berät ehrlich und empfiehlt nur, was meine Haut wirklich braucht. Die Feuchtigkeitsbehandlung gönne ich mir alle vier Wochen.',
  },
  {
    user: 'Olga S.',
    service: 'Microblading',
    review:
      'Auch nach über einem Jahr sehen meine Brauen noch sehr schön aus. Ich bin total zufrieden und habe inzwischen auch meine Schwester zu Erika geschickt.',
  },
  {
    user: 'Fatma Ö.',
    service: 'Wimpernlifting',
    review:
      'Sehr nette Atmosphäre und ein Ergebnis, das sich sehen lassen kann. Meine Wimpern wirken viel länger, ganz ohne Mascara.',
  },
  {
    user: 'Kerstin B.',
    service: 'Fruchtsäurepeeling',
    review:
      'Erika hat mir genau erklärt, wie ich meine Haut in den Tagen nach dem Peeling schützen soll. Meine Haut fühlt sich glatter an und wirkt frischer. Gerne wieder!',
  },
  {
    user: 'Daniela P.',
    service: 'BB Glow',
    review:
      'Mein Teint wirkt frischer und gleichmäßiger, im Alltag brauche ich kaum noch Foundation. Die Behandlung war gut auszuhalten.',
  },
  {
    user: 'Nasrin T.',
    service: 'Lippenschattierung',
    review:
      'Absolut professionell! Die Farbe haben wir vorher gemeinsam ausgesucht und an meinen Lippen getestet. Das Ergebnis ist natürlich und gleichmäßig. Jeden Cent wert.',
  },
  {
    user: 'Rania S.',
    service: 'Henna Brows',
    review: 'Tolles Ergebnis, die Farbe ist ganz natürlich geworden.',
  },
  {
    user: 'Francesca M.',
    service: 'Wimpernverlängerung',
    review:
      'Erika ist eine echte Perfektionistin. Die Wimpern sehen aus wie meine eigenen, nur schöner. Auch die Pflegehinweise für die ersten Tage fand ich sehr hilfreich.',
  },
  {
    user: 'Heike D.',
    service: 'Radiofrequenz-Behandlung',
    review:
      'Die Wärme ist angenehm und die Behandlung sehr entspannend. Nach einigen Sitzungen fühlt sich meine Haut an Wangen und Hals fester an. Ich bin sehr zufrieden.',
  },
  {
    user: 'Derya K.',
    service: 'Aqua Facial Basic',
    review:
      'Für den Preis eine richtig gründliche Behandlung. Ich war überrascht, wie rein sich meine Haut danach angefühlt hat, und das ganz ohne Ausdrücken.',
  },
  {
    user: 'Ekaterina V.',
    service: 'Microneedling mit Lichttherapie',
    review:
      'Top Beratung, sehr saubere Arbeitsweise und eine angenehme Behandlung. Die LED-Phase am Ende war total entspannend.',
  },
  {
    user: 'Martina G.',
    service: 'Maniküre mit Shellac',
    review:
      'Eine wunderbar gepflegte Maniküre und eine große Farbauswahl. Das Studio liegt ruhig, und man fühlt sich sofort wohl.',
  },
  {
    user: 'Leila H.',
    service: 'Augenbrauen färben und zupfen',
    review: 'Kurzer Termin, große Wirkung. Die Form passt perfekt, und es hat kaum wehgetan.',
  },
  {
    user: 'Susanne R.',
    service: 'Luxus-Anti-Aging-Behandlung',
    review:
      'Ich habe mir die Luxusbehandlung zum Geburtstag gegönnt und keine Sekunde bereut. Zweieinhalb Stunden pure Entspannung mit hochwertigen Produkten und einer wunderbaren Massage. Meine Haut war danach weich und strahlend. Eine Auszeit, die ich nur empfehlen kann.',
  },
  {
    user: 'Kasia W.',
    service: 'Wimpernverlängerung – Auffüllen',
    review:
      'Ich komme alle drei Wochen zum Auffüllen, und jedes Mal ist es perfekt. Pünktlich, sauber und immer gut gelaunt.',
  },
  {
    user: 'Eleni P.',
    service: 'Powder Brows',
    review:
      'Nach der Abheilung ist die Farbe genau so geworden, wie wir sie besprochen hatten. Ich bin überglücklich mit meinen neuen Brauen.',
  },
  {
    user: 'Birgit N.',
    service: 'Klassische Gesichtsbehandlung',
    review: 'Sehr gründlich, sehr freundlich, sehr entspannend. Was will man mehr?',
  },
  {
    user: 'Hoa T.',
    service: 'Microneedling',
    review:
      'Sehr kompetente Beratung zu meiner Haut. Ich habe viel darüber gelernt, wie ich sie zu Hause richtig pflege, und das Ergebnis der Behandlung gefällt mir sehr.',
  },
  {
    user: 'Jana K.',
    service: 'Lippenkontur',
    review:
      'Ich wollte nur eine feine Kontur, und Erika hat mich ehrlich beraten, statt mir mehr zu verkaufen. Genau das schätze ich sehr. Das Ergebnis ist dezent und schön.',
  },
  {
    user: 'Nicole B.',
    service: 'Gelnägel auffüllen',
    review:
      'Zuverlässig, freundlich und immer top Nägel. Ich komme alle drei bis vier Wochen zum Auffüllen, und die Modellage sieht danach jedes Mal wie neu aus.',
  },
  {
    user: 'Markus L.',
    service: 'Microneedling',
    review:
      'Als Mann war ich anfangs etwas unsicher, aber Erika hat mir alles ruhig und verständlich erklärt. Professionell und angenehm – gerne wieder.',
  },
  {
    user: 'Ines W.',
    service: 'Wimpernlifting',
    review: 'Mein Wimpernlifting hält jetzt schon fast acht Wochen. Ich bin begeistert, wie lange das Ergebnis schön bleibt.',
  },
  {
    user: 'Merve A.',
    service: 'Braune Wimpern – neues Set',
    review:
      'Die braunen Wimpern sind für mich als Blondine perfekt. Sehr natürlich und trotzdem ein schöner Augenaufschlag.',
  },
  {
    user: 'Gabriele F.',
    service: 'Anti-Aging-Gesichtsbehandlung',
    review:
      'Ich gehe seit vielen Jahren zur Kosmetik, aber eine so gründliche und liebevolle Behandlung habe ich selten erlebt. Man merkt, dass Erika ihren Beruf mit Leidenschaft ausübt. Sehr empfehlenswert.',
  },
  {
    user: 'Dilara Ç.',
    service: 'BB Glow',
    review: 'Der Glow ist einfach schön! Gute Aufklärung vorab und sehr hygienisches Arbeiten.',
  },
  {
    user: 'Christina O.',
    service: 'Perfect Glow',
    review:
      'Ideal vor einem besonderen Anlass. Meine Haut sah frisch und erholt aus, obwohl ich eine stressige Woche hinter mir hatte.',
  },
  {
    user: 'Lucia M.',
    service: 'Hyaluron-Intensivbehandlung',
    review:
      'Ich habe sehr trockene Haut, und nach der Behandlung fühlte sie sich endlich wieder prall und geschmeidig an. Danke auch für die tollen Pflegetipps!',
  },
  {
    user: 'Hanna J.',
    service: 'Wimpernverlängerung',
    review:
      'Wunderschöne Wimpern, die auch nach drei Wochen noch gut aussehen. Erika arbeitet ruhig und konzentriert – ich bin während der Behandlung sogar kurz eingeschlafen.',
  },
  {
    user: 'Aleksandra D.',
    service: 'Microblading',
    review:
      'Das Vorgespräch war sehr ausführlich, und alle meine Fragen wurden geduldig beantwortet. Die Härchen sehen so echt aus, dass niemand merkt, dass es Microblading ist.',
  },
  {
    user: 'Stefanie K.',
    service: 'Ultraschallbehandlung',
    review: 'Eine sanfte, angenehme Behandlung. Meine empfindliche Haut hat alles super vertragen.',
  },
  {
    user: 'Vanessa E.',
    service: 'Henna Brows',
    review:
      'Ich hatte vorher sehr helle, lückenhafte Brauen. Jetzt sehen sie voll und gepflegt aus. Danke!',
  },
  {
    user: 'Renate V.',
    service: 'Gesichtsbehandlung',
    review:
      'Mit 68 Jahren habe ich schon einiges ausprobiert. Bei Frau Mustermann fühle ich mich wirklich gut aufgehoben: kompetent, freundlich und mit viel Zeit für jede Kundin.',
  },
  {
    user: 'Paulina G.',
    service: 'Maniküre mit Shellac',
    review:
      'Saubere, schöne Arbeit in einem gemütlichen Studio. Der Shellac hält bei mir zuverlässig drei bis vier Wochen.',
  },
  {
    user: 'Miriam B.',
    service: 'Lippenschattierung',
    review:
      'Ich liebe meine neuen Lippen! Die Farbe ist frisch und natürlich, Lippenstift brauche ich kaum noch. Erika hat mir genau erklärt, wie ich die Lippen während der Abheilung pflege.',
  },
  {
    user: 'Doris M.',
    service: 'Wellness-Paket „Rundum gepflegt“',
    review:
      'Ein herrlicher Vormittag! Gesichtsbehandlung, Augenbrauen und Maniküre an einem Termin, und das zu einem fairen Paketpreis. Ich habe mich rundum wohlgefühlt.',
  },
  {
    user: 'Antonia L.',
    service: 'Aqua Facial',
    review:
      'Meine Haut war nach dem Aqua Facial so rein und frisch, dass ich am nächsten Tag gar kein Make-up tragen wollte.',
  },
  {
    user: 'Irina K.',
    service: 'Powder Brows',
    review:
      'Erika nimmt sich sehr viel Zeit und arbeitet äußerst sauber. Die Behandlung war viel angenehmer, als ich befürchtet hatte, und das Ergebnis ist traumhaft.',
  },
  {
    user: 'Melanie R.',
    service: 'Klassische Gesichtsbehandlung',
    review:
      'Das Studio liegt wunderbar ruhig, man hört nur die Vögel draußen. Die Behandlung war genau auf meine Haut abgestimmt, und ich bin tiefenentspannt nach Hause gegangen.',
  },
  {
    user: 'Charlotte W.',
    service: 'Brow Lifting',
    review:
      'Mein erstes Brow Lifting, und ich wurde vorher toll beraten. Meine Brauen wirken viel voller und mein Blick wacher.',
  },
  {
    user: 'Ulrike T.',
    service: 'Wellness-Paket „Frischer Blick“',
    review:
      'Das perfekte Geschenk an mich selbst. Die Zeit verging viel zu schnell, und mit dem Wimpernlifting spare ich mir jetzt morgens die Wimpernzange.',
  },
  {
    user: 'Sandra P.',
    service: 'Gesichtsbehandlung für unreine Haut',
    review:
      'Ich war mit meiner 16-jährigen Tochter da, die zum ersten Mal bei der Kosmetik war. Erika ist super einfühlsam mit ihr umgegangen und hat ihr gezeigt, wie sie ihre Haut richtig reinigt. Meine Tochter will unbedingt wieder hin. Vielen Dank für diesen schönen Termin!',
  },
  {
    user: 'Amira B.',
    service: 'Diamant-Mikrodermabrasion',
    review:
      'Meine Haut fühlt sich nach der Behandlung wunderbar glatt an. Erika hat mich vorher gut beraten und mir auch gesagt, worauf ich in den Tagen danach achten soll.',
  },
  {
    user: 'Dagmar W.',
    service: 'Intensivpflege Augenpartie',
    review:
      'Eine kleine, feine Behandlung, nach der ich viel frischer aussah. Die kühlenden Pads und die sanfte Massage waren herrlich.',
  },
];
