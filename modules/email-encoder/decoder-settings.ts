// The decoder's settings: its timings (SPEC section 9) from Voorkant's slice, and its visitor texts,
// which the platform prints as ctPublicFunctions.text__ee_* and which win when present.
import { pickSettings, type Site, toText } from '../../kernel/contract';

export interface DecoderTexts {
  /** Popup heading (text__ee_email_decoder). */
  decoder: string;
  /** Shown while the call runs (text__ee_wait_for_decoding). */
  waitForDecoding: string;
  /** Beside the animation (text__ee_decoding_process). */
  decodingProcess: string;
  /** Before the decoded address (text__ee_original_email). */
  originalEmail: string;
  /** Hint on the decoded address (text__ee_click_to_select). */
  clickToSelect: string;
  /** The closing button (text__ee_got_it). */
  gotIt: string;
  /** Prefix of the server's comment when it refuses (text__ee_blocked). */
  blocked: string;
  /** Prefix when the call fails (text__ee_cannot_connect). */
  cannotConnect: string;
  /** When the answer holds nothing usable (text__ee_cannot_decode). */
  cannotDecode: string;
}

export interface EmailEncoderSettings {
  /** ms from the click until a decoded address shows (SPEC section 9: 3 s). */
  resultDelayMs: number;
  /** ms after 'got it' until plain (non-link) nodes are filled (SPEC section 9: 2 s). */
  fillDelayMs: number;
  /** ms a blocked or failure message shows before the popup hides (SPEC section 9: 3 s). */
  messageHideMs: number;
  texts: DecoderTexts;
}

const defaults = {
  resultDelayMs: 3000,
  fillDelayMs: 2000,
  messageHideMs: 3000,
  texts: {
    decoder: 'E-mailontsleuteling',
    waitForDecoding: 'Het contactgegeven wordt ontsleuteld, een moment geduld.',
    decodingProcess: 'Bezig met ontsleutelen…',
    originalEmail: 'Het volledige gegeven is',
    clickToSelect: 'Klik om het geheel te selecteren',
    gotIt: 'Begrepen',
    blocked: 'Geblokkeerd',
    cannotConnect: 'Kan geen verbinding maken',
    cannotDecode: 'Kan het contactgegeven niet ontsleutelen. Onbekende reden',
  },
} satisfies EmailEncoderSettings;

const printedKeys: Record<keyof DecoderTexts, string> = {
  decoder: 'text__ee_email_decoder',
  waitForDecoding: 'text__ee_wait_for_decoding',
  decodingProcess: 'text__ee_decoding_process',
  originalEmail: 'text__ee_original_email',
  clickToSelect: 'text__ee_click_to_select',
  gotIt: 'text__ee_got_it',
  blocked: 'text__ee_blocked',
  cannotConnect: 'text__ee_cannot_connect',
  cannotDecode: 'text__ee_cannot_decode',
};

export function decoderSettings(site: Site): EmailEncoderSettings {
  const own = pickSettings(site.settings['email-encoder'], defaults, 'email-encoder');
  const printed = site.platform.ctPublicFunctions ?? {};
  const texts = { ...own.texts };
  for (const [name, key] of Object.entries(printedKeys) as [keyof DecoderTexts, string][]) {
    texts[name] = toText(printed[key]) || texts[name];
  }
  return { ...own, texts };
}

export { defaults as emailEncoderDefaults };
