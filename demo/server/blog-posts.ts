// The blog's generated Dutch posts: one list shared by the demo blogs, newest first, so every
// page of every layout shows the same stories in the same order.

export interface BlogPost {
  id: number;
  title: string;
  url: string;
  /** ISO date. */
  date: string;
  /** Dutch date as the theme prints it: "20 november 2026". */
  dateLabel: string;
  /** Month header of the timeline layout: "november 2026". */
  month: string;
  author: string;
  /** Category slug (the post's `category-<slug>` class). */
  category: string;
  excerpt: string;
  image: { src: string; alt: string; width: number; height: number };
}

const months = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const subjects = [
  'Zo onderhoud je je fiets in de winter',
  'Vijf routes langs de Eem',
  'Een bakfiets kiezen: waar let je op?',
  'Nieuw in de winkel: de Stadsfiets N7',
  'Bandenspanning zonder gedoe',
  'De werkplaats gaat op zaterdag langer open',
  'Verlichting die het altijd doet',
  'Met de e-bike naar je werk: onze ervaringen',
  'Kinderfietsen: welke maat past?',
  'Een slot dat dieven afschrikt',
  'Fietsen in de regen zonder natte voeten',
  'Terugblik op de Spaak-toertocht',
  'Waarom een naafdynamo de moeite waard is',
  'Zadelpijn voorkomen in drie stappen',
  'Onze monteurs over kettingslijtage',
];

const excerpts = [
  'Strooizout, regen en korte dagen maken het je fiets zwaar.',
  'Een rustige route met veel groen, een koffiestop halverwege en nauwelijks verkeer. Ideaal voor een zondagmiddag met het hele gezin.',
  'Twee of drie wielen, elektrisch of niet, en hoeveel kinderen moeten erin? We zetten de keuzes op een rij, met de voor- en nadelen die klanten ons het vaakst noemen. Een proefrit maken kan iedere dag.',
  'Zeven versnellingen in de naaf, terugtraprem en een lage instap.',
  'Met de juiste spanning rijd je lichter en loop je minder snel lek. Zo meet je het zelf.',
];

const authors = ['Sanne de Vries', 'Joris Bakker', 'Fatima El Amrani', 'Pieter Jansen'];

const categories = ['onderhoud', 'routes', 'winkel', 'werkplaats'];

const images = [
  { src: '/assets/img/blog-brede-foto.svg', width: 640, height: 360 },
  { src: '/assets/img/blog-hoge-foto.svg', width: 480, height: 640 },
  { src: '/assets/img/stadsfiets.svg', width: 640, height: 420 },
];

const imageAlts = [
  'Fiets langs een gracht',
  'Fietser op een dijk bij zonsondergang',
  'Zwarte stadsfiets met lage instap',
];

/** The 45 newest posts, four days apart, counting back from 20 November 2026. */
export const blogPosts: readonly BlogPost[] = Array.from({ length: 45 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 10, 20 - index * 4));
  const month = `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const subject = subjects[index % subjects.length]!;
  const round = Math.floor(index / subjects.length);
  const title = round === 0 ? subject : `${subject} (deel ${round + 1})`;
  const image = images[index % images.length]!;
  return {
    id: index + 1,
    title,
    url: `/artikel/?p=${index + 1}`,
    date: date.toISOString().slice(0, 10),
    dateLabel: `${date.getUTCDate()} ${month}`,
    month,
    author: authors[index % authors.length]!,
    category: categories[index % categories.length]!,
    excerpt: excerpts[index % excerpts.length]!,
    image: { ...image, alt: imageAlts[index % imageAlts.length]! },
  };
});
