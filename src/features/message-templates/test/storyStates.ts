import { delay, http, HttpResponse } from 'msw';
import type { BoardSymbol, MessageTemplate } from '@/api/generated/shopApi';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/**
 * Per-story answers of the templates calls: a few templates of both formats and the symbols (the cross for kristen
 * and katolik only), none, never, failing, absent (404: today's backend), long words, hostile words, and saves the
 * server refuses.
 */
const TEMPLATES = '*/api/message-templates';
const TEMPLATE = '*/api/message-templates/:id';
const SYMBOLS = '*/api/board-symbols';

export const STORY_SYMBOLS: BoardSymbol[] = [
  {
    symbol: 'none',
    label: 'Tanpa simbol',
    glyph: '',
    religions: ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'],
  },
  { symbol: 'salib', label: 'Salib', glyph: '✝', religions: ['kristen', 'katolik'] },
  {
    symbol: 'hati',
    label: 'Hati',
    glyph: '♥',
    religions: ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'],
  },
];

export const STORY_TEMPLATES: MessageTemplate[] = [
  {
    templateID: 1,
    format: 'board',
    occasion: 'duka',
    religion: 'islam',
    lines: { headline: 'Turut Berduka Cita', recipient: 'Atas wafatnya', extra: "Innalillahi wa inna ilaihi raji'un" },
  },
  {
    templateID: 2,
    format: 'board',
    occasion: 'duka',
    religion: 'kristen',
    lines: { headline: 'Turut Berduka Cita', recipient: 'Atas berpulangnya', extra: 'Beristirahat dalam damai Tuhan' },
  },
  {
    templateID: 3,
    format: 'board',
    occasion: 'duka',
    religion: null,
    lines: { headline: 'Turut Berduka Cita', recipient: 'Atas meninggalnya' },
  },
  {
    templateID: 4,
    format: 'board',
    occasion: 'pernikahan',
    religion: null,
    lines: { headline: 'Happy Wedding', recipient: 'Untuk', extra: 'Selamat Menempuh Hidup Baru' },
  },
  {
    templateID: 5,
    format: 'board',
    occasion: 'pembukaan',
    religion: null,
    lines: { headline: 'Selamat & Sukses', recipient: 'Atas Pembukaan', sender: 'Dari keluarga besar' },
  },
  {
    templateID: 6,
    format: 'card',
    occasion: 'duka',
    religion: null,
    text: 'Turut berduka cita sedalam-dalamnya. Semoga keluarga yang ditinggalkan diberi ketabahan.',
  },
  {
    templateID: 7,
    format: 'card',
    occasion: 'ulang_tahun',
    religion: null,
    text: 'Selamat ulang tahun! Semoga panjang umur, sehat selalu, dan semua impianmu tercapai.',
  },
];

const LONG_LINE = 'Keluarga Besar Bapak Prof. Dr. Ir. Raden Mas Haryo Soeryo Koesoemo Adiningrat, S.H., M.Sc.';

export const LONG_TEMPLATES: MessageTemplate[] = [
  {
    templateID: 11,
    format: 'board',
    occasion: 'duka',
    religion: 'katolik',
    lines: {
      headline: 'Turut Berduka Cita yang Sedalam-dalamnya atas Berpulangnya',
      recipient: LONG_LINE,
      sender: `${LONG_LINE} beserta seluruh karyawan PT Sejahtera Abadi Sentosa Makmur`,
      extra: 'Requiescat in Pace — semoga beristirahat dalam damai Tuhan dan keluarga diberi penghiburan',
    },
  },
  {
    templateID: 12,
    format: 'card',
    occasion: 'selamat',
    religion: null,
    // 200 characters, one of them a word longer than the card is wide.
    text: `Selamat${'!'.repeat(33)} atas pencapaiannya. Sukses terus, semoga makin berkah dan menjadi inspirasi bagi keluarga, sahabat dan rekan kerja di mana pun berada, hari ini dan seterusnya.`,
  },
];

/** Words a hostile staff account or a tampered server could send: shown as text, never run as markup. */
export const HOSTILE_TEMPLATES: MessageTemplate[] = [
  {
    templateID: 21,
    format: 'board',
    occasion: 'duka',
    religion: null,
    lines: { headline: '<img src=x onerror=alert(1)>', recipient: '<b>Bapak</b>' },
  },
  { templateID: 22, format: 'card', occasion: 'ulang_tahun', religion: null, text: '<script>alert("kartu")</script>' },
];

const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

const list = (templates: MessageTemplate[]) => http.get(TEMPLATES, () => HttpResponse.json(templates));
const symbols = http.get(SYMBOLS, () => HttpResponse.json(STORY_SYMBOLS));

/** A save refused with a 400 on the board's headline and the card's text. */
const refused = () =>
  HttpResponse.json(
    {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        'lines.headline': ['Ucapan utama sudah dipakai template lain untuk acara ini.'],
        text: ['Teks ini sudah ada untuk acara ini.'],
      },
    },
    { status: 400 },
  );

export const templateStates = {
  populated: [list(STORY_TEMPLATES), symbols],
  empty: [list([]), symbols],
  long: [list(LONG_TEMPLATES), symbols],
  hostile: [list(HOSTILE_TEMPLATES), symbols],
  loading: [http.get(TEMPLATES, never), http.get(SYMBOLS, never)],
  error: [http.get(TEMPLATES, () => problem(500, 'Internal Server Error')), symbols],
  symbolsError: [list(STORY_TEMPLATES), http.get(SYMBOLS, () => problem(503, 'Service Unavailable'))],
  notFound: [http.get(TEMPLATES, () => problem(404, 'Not Found')), http.get(SYMBOLS, () => problem(404, 'Not Found'))],
  refused: [list(STORY_TEMPLATES), symbols, http.post(TEMPLATES, refused), http.put(TEMPLATE, refused)],
};
