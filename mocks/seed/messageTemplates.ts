import { RELIGIONS } from '../../src/lib/words/occasions';
import type { BoardSymbolRow, MessageTemplateRow } from '../db/types';

/**
 * The shop's words (proposed, tag MessageTemplates; docs/product-rules.md#the-right-words-proposed): templates for a
 * bunga papan's lines and a bouquet's card, by occasion and, for condolences, by the family's religion, as an
 * Indonesian florist writes them; and the symbols a board may carry with the religions that allow them.
 *
 * A board template's lines fit the shop's standard 2 × 1,25 m board (headline 24, other lines 40, the line below 50)
 * and foam letters (`gabus`): letters, digits and `.,&-'()/` only. The lines a template leaves out, or leaves open
 * ('Atas wafatnya …'), are the customer's to write: the name and title of the deceased, the couple, the sender.
 */

type BoardLines = NonNullable<MessageTemplateRow['lines']>;
type Draft = Omit<MessageTemplateRow, 'templateID'>;

const board = (occasion: Draft['occasion'], religion: Draft['religion'], lines: BoardLines): Draft => ({
  format: 'board',
  occasion,
  religion,
  lines,
});

const card = (occasion: Draft['occasion'], religion: Draft['religion'], text: string): Draft => ({
  format: 'card',
  occasion,
  religion,
  text,
});

const CONDOLENCE = 'Turut Berduka Cita';

/** In the order listMessageTemplates answers them: by occasion (as OCCASIONS lists them), then id. */
const TEMPLATES: readonly Draft[] = [
  // ---------------------------------------------------------------- duka: boards, by religion
  board('duka', 'islam', {
    headline: CONDOLENCE,
    recipient: 'Atas wafatnya',
    extra: "Innalillahi wa inna ilaihi raji'un",
  }),
  board('duka', 'islam', { headline: CONDOLENCE, recipient: 'Atas berpulangnya', extra: 'Semoga husnul khatimah' }),
  board('duka', 'kristen', {
    headline: CONDOLENCE,
    recipient: 'Atas berpulangnya',
    extra: 'Tuhan yang memberi, Tuhan yang mengambil',
  }),
  board('duka', 'kristen', {
    headline: CONDOLENCE,
    recipient: 'Atas berpulangnya',
    extra: 'Beristirahat dalam damai Tuhan',
  }),
  board('duka', 'katolik', { headline: CONDOLENCE, recipient: 'Atas berpulangnya', extra: 'Requiescat in Pace' }),
  board('duka', 'katolik', {
    headline: CONDOLENCE,
    recipient: 'Atas berpulangnya',
    extra: 'Beristirahat dalam damai Tuhan',
  }),
  board('duka', 'hindu', {
    headline: CONDOLENCE,
    recipient: 'Atas meninggalnya',
    extra: 'Om Swargantu, Moksantu, Sunyantu, Murcantu',
  }),
  board('duka', 'buddha', {
    headline: CONDOLENCE,
    recipient: 'Atas meninggalnya',
    extra: 'Semoga terlahir di alam bahagia',
  }),
  board('duka', 'konghucu', {
    headline: CONDOLENCE,
    recipient: 'Atas meninggalnya',
    extra: 'Semoga arwahnya tenteram di sisi Tian',
  }),
  // Without a religion: suits every family.
  board('duka', null, {
    headline: CONDOLENCE,
    recipient: 'Atas meninggalnya',
    extra: 'Semoga keluarga yang ditinggalkan diberi ketabahan',
  }),
  // ---------------------------------------------------------------- duka: cards
  card(
    'duka',
    'islam',
    "Innalillahi wa inna ilaihi raji'un. Turut berduka cita, semoga almarhum/almarhumah husnul khatimah dan keluarga diberi ketabahan.",
  ),
  card('duka', 'kristen', 'Turut berduka cita. Kiranya penghiburan dari Tuhan menyertai keluarga yang ditinggalkan.'),
  card('duka', 'katolik', 'Turut berduka cita. Semoga beristirahat dalam damai Tuhan dan keluarga diberi kekuatan.'),
  card('duka', null, 'Turut berduka cita sedalam-dalamnya. Semoga keluarga yang ditinggalkan diberi ketabahan.'),
  // ---------------------------------------------------------------- pernikahan
  board('pernikahan', null, { headline: 'Happy Wedding', recipient: 'Untuk', extra: 'Selamat Menempuh Hidup Baru' }),
  board('pernikahan', null, {
    headline: 'Selamat Berbahagia',
    recipient: 'Atas pernikahan',
    extra: 'Semoga langgeng hingga kakek nenek',
  }),
  card(
    'pernikahan',
    null,
    'Selamat menempuh hidup baru! Semoga menjadi keluarga yang bahagia, saling mengasihi hingga akhir hayat.',
  ),
  // ---------------------------------------------------------------- pembukaan
  board('pembukaan', null, {
    headline: 'Selamat & Sukses',
    recipient: 'Atas Pembukaan',
    extra: 'Semoga lancar dan sukses selalu',
  }),
  board('pembukaan', null, {
    headline: 'Grand Opening',
    recipient: 'Selamat atas Pembukaan',
    extra: 'Semoga laris manis dan penuh berkah',
  }),
  card('pembukaan', null, 'Selamat atas pembukaan usaha barunya! Semoga laris manis dan penuh berkah.'),
  // ---------------------------------------------------------------- ulang tahun
  card('ulang_tahun', null, 'Selamat ulang tahun! Semoga panjang umur, sehat selalu, dan semua impianmu tercapai.'),
  card('ulang_tahun', null, 'Happy birthday, sayang! Terima kasih sudah menjadi bagian terindah dalam hidupku.'),
  // ---------------------------------------------------------------- wisuda
  board('wisuda', null, {
    headline: 'Happy Graduation',
    recipient: 'Selamat atas wisuda',
    extra: 'Semoga ilmunya bermanfaat',
  }),
  card(
    'wisuda',
    null,
    'Selamat wisuda! Bangga sekali dengan perjuanganmu. Semoga ilmunya bermanfaat dan sukses selalu.',
  ),
  // ---------------------------------------------------------------- selamat
  board('selamat', null, {
    headline: 'Selamat & Sukses',
    recipient: 'Atas dilantiknya',
    extra: 'Semoga amanah dan sukses selalu',
  }),
  board('selamat', null, { headline: 'Congratulations', recipient: 'Atas keberhasilan' }),
  card('selamat', null, 'Selamat atas pencapaiannya! Sukses terus, semoga makin berkah.'),
  // ---------------------------------------------------------------- the year's days
  card('lebaran', null, 'Selamat Hari Raya Idul Fitri, Mohon Maaf Lahir dan Batin. Taqabbalallahu minna wa minkum.'),
  card('imlek', null, 'Gong Xi Fa Cai! Semoga tahun baru membawa kesehatan, kebahagiaan, dan rezeki berlimpah.'),
  card('natal', null, 'Selamat Natal dan Tahun Baru. Semoga damai dan sukacita Natal menyertai keluarga Anda.'),
  card('hari_ibu', null, 'Selamat Hari Ibu, Mama. Terima kasih untuk cinta dan doa yang tak pernah putus.'),
  card('valentine', null, "Happy Valentine's Day! Setiap hari bersamamu adalah hadiah terindah."),
];

/** The seeded templates, ids 1, 2, 3… in the order above. */
export function createMessageTemplates(): MessageTemplateRow[] {
  return TEMPLATES.map((template, index) => ({ templateID: index + 1, ...structuredClone(template) }));
}

/**
 * The symbols a board may carry: none for any family, the cross only for kristen and katolik (never on a Muslim,
 * Hindu, Buddhist or Konghucu family's board, nor on one that names no religion), and two ornaments any board may
 * carry.
 */
export function createBoardSymbols(): BoardSymbolRow[] {
  const every = [...RELIGIONS];
  return [
    { symbol: 'none', label: 'Tanpa simbol', glyph: '', religions: every },
    { symbol: 'salib', label: 'Salib', glyph: '✝', religions: ['kristen', 'katolik'] },
    { symbol: 'hati', label: 'Hati', glyph: '♥', religions: [...every] },
    { symbol: 'bunga', label: 'Bunga', glyph: '❀', religions: [...every] },
  ];
}
