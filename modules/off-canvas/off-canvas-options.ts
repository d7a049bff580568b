// An off-canvas's options, as the builder prints them beside it (`window.off_canvas_<id> = {…}`,
// every value a string as the builder stores it), and the theme's rules that decide whether its
// automatic triggers may open it on this page view: how often (frequency), after how many page
// views or sessions, and from where the visitor arrived. The counts live in the visitor's
// localStorage under the theme's own key (`off_canvas_<id>`), so they carry over between the two.
import { readGlobal } from '../../kernel/contract';

export interface OffCanvasOptions {
  type: string;
  overlay: string;
  overlay_page_scrollbar: string;
  on_page_load: string;
  time_on_page: string;
  time_on_page_duration: string;
  on_scroll: string;
  scroll_direction: string;
  scroll_to: string;
  scroll_position: string;
  scroll_element: string;
  exit_intent: string;
  after_inactivity: string;
  inactivity_duration: string;
  on_click: string;
  on_click_element: string;
  frequency: string;
  frequency_xtimes: string;
  frequency_xdays: string;
  after_x_page_views: string;
  number_of_page_views: string;
  after_x_sessions: string;
  number_of_sessions: string;
  when_arriving_from: string | string[];
  auto_close_after_time: string;
  show_close_button_after_time: string;
}

const none: OffCanvasOptions = {
  type: 'popup',
  overlay: 'yes',
  overlay_page_scrollbar: 'yes',
  on_page_load: 'no',
  time_on_page: 'no',
  time_on_page_duration: '',
  on_scroll: 'no',
  scroll_direction: 'down',
  scroll_to: 'position',
  scroll_position: '',
  scroll_element: '',
  exit_intent: 'no',
  after_inactivity: 'no',
  inactivity_duration: '',
  on_click: 'no',
  on_click_element: '',
  frequency: 'forever',
  frequency_xtimes: '',
  frequency_xdays: '',
  after_x_page_views: 'no',
  number_of_page_views: '',
  after_x_sessions: 'no',
  number_of_sessions: '',
  when_arriving_from: '',
  auto_close_after_time: '',
  show_close_button_after_time: '',
};

/** The options printed for off-canvas `id`, every missing key as the builder's default. */
export function readOptions(id: string): OffCanvasOptions {
  const printed = readGlobal(`off_canvas_${id}`) ?? {};
  const options = { ...none };
  for (const key of Object.keys(none) as (keyof OffCanvasOptions)[]) {
    const value = printed[key];
    if (typeof value === 'string' || typeof value === 'number') (options[key] as string) = String(value);
    else if (key === 'when_arriving_from' && Array.isArray(value)) options[key] = value.map(String);
  }
  return options;
}

export interface VisitorRecord {
  open_count?: number;
  close_count?: number;
  closed?: boolean;
  last_open_date?: string;
  page_views?: number;
  sessions?: number;
}

export function readRecord(id: string): VisitorRecord {
  try {
    const stored = JSON.parse(localStorage.getItem(`off_canvas_${id}`) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

export function writeRecord(id: string, change: Partial<VisitorRecord>): void {
  try {
    localStorage.setItem(`off_canvas_${id}`, JSON.stringify({ ...readRecord(id), ...change }));
  } catch {
    // Storage refused (private mode, full): the rules then see a first visit.
  }
}

const day = 24 * 60 * 60 * 1000;

/** Where the visitor came from, in the theme's words: internal, external or search. */
export function arrivedFrom(referrer: string, host: string): 'internal' | 'external' | 'search' {
  if (!referrer || referrer.includes(host)) return 'internal';
  return /\.?(google|bing|yahoo|duckduckbot|yandex|baidu|msn|teoma|slurp)\./.test(referrer)
    ? 'search'
    : 'external';
}

/**
 * Whether the automatic triggers may open the off-canvas on this page view (clicks and links always
 * may). Counts this page view and session as the theme does.
 */
export function triggersAllowed(id: string, options: OffCanvasOptions, now = new Date()): boolean {
  const record = readRecord(id);
  const opens = record.open_count ?? 0;
  let allowed = true;
  const lastOpen = record.last_open_date ? new Date(record.last_open_date).getTime() : Number.NaN;
  const since = now.getTime() - lastOpen;
  switch (options.frequency) {
    case 'close':
      if (record.closed === true) allowed = false;
      break;
    case 'once':
      if (opens > 0) allowed = false;
      break;
    case 'xtimes':
      if (options.frequency_xtimes && opens >= Number.parseInt(options.frequency_xtimes, 10)) allowed = false;
      break;
    case 'session':
      try {
        if (sessionStorage.getItem(`off_canvas_${id}_opened`)) allowed = false;
        else sessionStorage.setItem(`off_canvas_${id}_opened`, 'true');
      } catch {}
      break;
    case 'day':
      if (since < day) allowed = false;
      break;
    case 'week':
      if (since < 7 * day) allowed = false;
      break;
    case 'month': {
      const next = new Date(lastOpen);
      next.setMonth(next.getMonth() + 1);
      if (now.getTime() < next.getTime()) allowed = false;
      break;
    }
    case 'xdays':
      if (options.frequency_xdays && since < Number.parseInt(options.frequency_xdays, 10) * day)
        allowed = false;
      break;
  }
  if (options.after_x_page_views === 'yes') {
    const views = record.page_views ?? 0;
    if (views < Number.parseInt(options.number_of_page_views || '0', 10)) allowed = false;
    writeRecord(id, { page_views: views + 1 });
  }
  if (options.after_x_sessions === 'yes') {
    let sessions = record.sessions ?? 0;
    try {
      if (!sessionStorage.getItem(`off_canvas_${id}`)) {
        sessionStorage.setItem(`off_canvas_${id}`, 'true');
        sessions += 1;
        writeRecord(id, { sessions });
      }
    } catch {}
    if (sessions <= Number.parseInt(options.number_of_sessions || '0', 10)) allowed = false;
  }
  const from = options.when_arriving_from;
  if (from && from.length > 0 && !from.includes(arrivedFrom(document.referrer, location.host)))
    allowed = false;
  return allowed;
}
