import type { Rng } from './random.ts';

const FIRST_NAMES = [
  'Hannah',
  'Mike',
  'Jennifer',
  'Chris',
  'Sarah',
  'Brian',
  'Megan',
  'Kevin',
  'Laura',
  'Jason',
  'Emily',
  'Matt',
  'Rachel',
  'Greg',
  'Amanda',
  'Steve',
  'Nicole',
  'Dan',
  'Heather',
  'Tom',
  'Lisa',
  'Mark',
  'Karen',
  'Paul',
  'Stephanie',
  'Scott',
  'Melissa',
  'Jeff',
  'Amy',
  'Ryan',
  'Julie',
  'Eric',
  'Andrea',
  'Tim',
  'Katie',
  'Doug',
  'Susan',
  'Rob',
  'Michelle',
  'Ben',
  'Erin',
  'Josh',
  'Carrie',
  'Nathan',
  'Linda',
  'Adam',
  'Ana',
  'Carlos',
  'Sofia',
  'Miguel',
  'Lucia',
  'Alejandro',
  'Priya',
  'Raj',
  'Anjali',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Min-jun',
  'Fatima',
  'Omar',
  'Aisha',
  'Dmitri',
  'Olga',
  'Sven',
  'Ingrid',
  'Patrick',
  'Siobhan',
  'Marcus',
  'Keisha',
  'Darnell',
  'Tanya',
  'Jamal',
  'Grace',
  'Noah',
  'Olivia',
  'Liam',
  'Emma',
  'Ethan',
  'Ava',
  'Caleb',
  'Zoe',
  'Wyatt',
  'Harper',
  'Owen',
  'Chloe',
  'Logan',
  'Lily',
  'Hunter',
  'Brooke',
  'Colton',
  'Paige',
  'Dale',
  'Judy',
  'Gary',
  'Barbara',
  'Ron',
  'Sharon',
  'Bill',
  'Diane',
  'Frank',
  'Carol',
  'Ted',
  'Pam',
  'Walt',
  'Bev',
  'Rebecca',
  'Andrew',
  'Jessica',
  'Kyle',
  'Natalie',
  'Trevor',
  'Alicia',
  'Derek',
  'Monica',
  'Shane',
  'Vanessa',
  'Elena',
  'Mateo',
  'Gabriela',
  'Diego',
  'Isabel',
  'Javier',
  'Camila',
  'Rosa',
  'Hector',
  'Leticia',
  'Ahmed',
  'Leila',
  'Tariq',
  'Nadia',
  'Sanjay',
  'Deepa',
  'Thanh',
  'Linh',
  'Jun',
  'Sakura',
  'Anders',
  'Astrid',
  'Bjorn',
  'Colleen',
  'Sean',
  'Bridget',
  'Declan',
  'Wendy',
  'Craig',
  'Tracy',
  'Phil',
  'Denise',
  'Rick',
  'Janet',
];

const LAST_NAMES = [
  'Thompson',
  'Garcia',
  'Miller',
  'Johnson',
  'Anderson',
  'Martinez',
  'Peterson',
  'Schmidt',
  'Hernandez',
  'Wilson',
  'Taylor',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'Allen',
  'Wright',
  'Lopez',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Gonzalez',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Rogers',
  'Reed',
  'Cook',
  'Morgan',
  'Bell',
  'Murphy',
  'Bailey',
  'Rivera',
  'Cooper',
  'Richardson',
  'Cox',
  'Howard',
  'Ward',
  'Torres',
  'Peterson',
  'Gray',
  'Ramirez',
  'James',
  'Watson',
  'Brooks',
  'Kelly',
  'Sanders',
  'Price',
  'Bennett',
  'Wood',
  'Barnes',
  'Ross',
  'Henderson',
  'Coleman',
  'Jenkins',
  'Perry',
  'Powell',
  'Long',
  'Patterson',
  'Hughes',
  'Flores',
  'Washington',
  'Butler',
  'Simmons',
  'Foster',
  'Gonzales',
  'Bryant',
  'Alexander',
  'Russo',
  'Griffin',
  'Diaz',
  'Hayes',
  'Chen',
  'Wang',
  'Patel',
  'Shah',
  'Kim',
  'Park',
  'Tanaka',
  'Yamamoto',
  'Tran',
  'Pham',
  'Ivanova',
  'Novak',
  'Larsen',
  'Johansson',
  'Lindqvist',
  "O'Brien",
  'McCarthy',
  'Sullivan',
  'Fitzgerald',
  'Schneider',
  'Weber',
  'Becker',
  'Hoffmann',
  'Romero',
  'Vargas',
  'Castillo',
  'Mendoza',
  'Silva',
  'Haddad',
  'Khan',
  'Rahman',
  'Yilmaz',
  'Kowalczyk',
  'Zimmerman',
  'Lindgren',
  'Friedman',
  'Goldberg',
  'Stein',
  'Abernathy',
  'Whitfield',
  'Prescott',
  'Calloway',
  'Dunbar',
  'Kessler',
];

const HANDLE_WORDS = [
  'boulder',
  'mtn',
  'hiker',
  'biker',
  'skier',
  'rockies',
  'flatirons',
  'colo',
  'peak',
  'trail',
  'mama',
  'dad',
  'dog',
  'coffee',
  'garden',
  'sunny',
  'blue',
  'summit',
  'canyon',
  'aspen',
  'pine',
  'elk',
  'fox',
];

/** Family names in plural: "The Garcias", "The Hoffmanns". */
function plural(last: string): string {
  if (/(s|x|z|ch|sh)$/.test(last)) return `${last}es`;
  return `${last}s`;
}

export interface Author {
  /** As displayed. */
  display: string;
  /** How an owner's reply would greet them, or '' when the display name is a handle. */
  greet: string;
}

export function makeAuthor(rng: Rng): Author {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const f = rng.next();
  if (f < 0.32) return { display: `${first} ${last[0]}.`, greet: first };
  if (f < 0.6) return { display: `${first} ${last}`, greet: first };
  if (f < 0.68) return { display: first, greet: first };
  if (f < 0.73) return { display: `The ${plural(last)}`, greet: `${last} family` };
  if (f < 0.76) {
    const other = rng.pick(FIRST_NAMES.filter((n) => n !== first));
    return { display: `${first} & ${other} ${last[0]}.`, greet: `${first} and ${other}` };
  }
  if (f < 0.8) return { display: `${first[0]}. ${last}`, greet: '' };
  if (f < 0.84) return { display: `${first.toLowerCase()} ${last.toLowerCase()}`, greet: first };
  if (f < 0.87) {
    const second = rng.pick(LAST_NAMES.filter((n) => n !== last && /^[A-Za-z]+$/.test(n)));
    return { display: `${first} ${last}-${second}`, greet: first };
  }
  // Handles: jdub1987, boulderbiker22, KateR_co, mtnmama
  const style = rng.int(0, 3);
  let handle: string;
  if (style === 0)
    handle = `${first[0]!.toLowerCase()}${rng.pick(['dub', 'money', 'rock', 'roc', 'bird', 'man'])}${rng.int(1958, 2001)}`;
  else if (style === 1)
    handle = `${rng.pick(HANDLE_WORDS)}${rng.pick(HANDLE_WORDS)}${rng.chance(0.5) ? rng.int(1, 99) : ''}`;
  else if (style === 2) handle = `${first}${last[0]}_${rng.pick(['co', 'CO', 'colorado', 'home', '303', '720'])}`;
  else handle = `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 999)}`;
  return { display: handle, greet: '' };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const URLSAFE = `${ALNUM}-_`;

export function randomString(rng: Rng, length: number, alphabet = ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)];
  return out;
}

export function randomDigits(rng: Rng, length: number): string {
  let out = String(rng.int(1, 9));
  for (let i = 1; i < length; i++) out += String(rng.int(0, 9));
  return out;
}

/** A plausible profile picture URL for the source, or null. */
export function avatarUrl(rng: Rng, source: string): string | null {
  if (source === 'google')
    return `https://lh3.googleusercontent.com/a/ACg8oc${randomString(rng, 38, URLSAFE)}=s120-c-rp-mo-br100`;
  if (source === 'yelp') return `https://s3-media0.fl.yelpcdn.com/photo/${randomString(rng, 22, URLSAFE)}/60s.jpg`;
  if (source === 'facebook') return `https://graph.facebook.com/${randomDigits(rng, 15)}/picture?type=square`;
  if (source === 'nextdoor')
    return `https://us1-photo.nextdoor.com/user_photos/${randomString(rng, 2, '0123456789abcdef')}/${randomString(rng, 32, '0123456789abcdef')}.jpeg`;
  return null;
}

export { URLSAFE };
