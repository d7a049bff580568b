// Detects the anti-spam block in any answer (CONTRACT-antispam.md section 2, "Blocks"), announces it
// with the `apbctAjaxBockAlert` event (the platform's spelling) and opens the generic modal, whose
// code downloads only when a block actually happens.

export interface BlockInfo {
  /** The text to show: `apbct.comment`, or `data.message`. */
  message: string;
  /** `stop_script: 1`: the server wants the page to stop loading. */
  stopScript: boolean;
  integration?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Finds a block in an already parsed answer. */
export function blockIn(answer: unknown): BlockInfo | undefined {
  if (!isRecord(answer)) return undefined;
  const apbct = answer.apbct;
  if (isRecord(apbct)) {
    if (apbct.blocked !== true && apbct.blocked !== 1 && apbct.blocked !== '1') return undefined;
    const info: BlockInfo = {
      message: typeof apbct.comment === 'string' ? apbct.comment : '',
      stopScript: Number(apbct.stop_script) === 1,
    };
    if (typeof apbct.integration === 'string') info.integration = apbct.integration;
    return info;
  }
  const data = answer.data;
  if (isRecord(data) && typeof data.message === 'string' && data.message) {
    return { message: data.message, stopScript: false };
  }
  return undefined;
}

/**
 * Finds a block in an answer's text. Only texts holding `"apbct` and no `DOCTYPE` are inspected,
 * so ordinary pages and answers cost one substring search.
 * @example
 * const block = blockInText(await response.clone().text());
 * if (block) reportBlock(block);
 */
export function blockInText(text: string): BlockInfo | undefined {
  if (!text.includes('"apbct') || text.includes('DOCTYPE')) return undefined;
  try {
    return blockIn(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Hook for tests and for pages that must not open the modal (e.g. the admin's own preview). */
export interface ReportOptions {
  /** Opens the modal; by default the lazily loaded generic modal. */
  openModal?: (message: string) => void;
  /** Stops the page loading; by default `window.stop()`. */
  stopPage?: () => void;
  /** Admin context: loads the modal's content when the block carries no message. */
  loadContent?: () => Promise<string | undefined>;
}

/**
 * Announces a block: `apbctAjaxBockAlert` on `document` (bubbling, `detail.message`), stops the
 * page when the server asked for it (`stop_script: 1`), then opens the modal with the message as text.
 */
export function reportBlock(block: BlockInfo, options: ReportOptions = {}): void {
  document.dispatchEvent(
    new CustomEvent('apbctAjaxBockAlert', { bubbles: true, detail: { message: block.message } }),
  );
  // Stop first: window.stop() would also cancel the modal's chunk if that were still loading.
  if (block.stopScript) (options.stopPage ?? (() => window.stop()))();
  const { loadContent } = options;
  const open =
    options.openModal ??
    ((message: string) => {
      void import('./cleantalk-modal').then(({ openCleantalkModal }) =>
        openCleantalkModal(message || !loadContent ? { message } : { loadContent }),
      );
    });
  open(block.message);
}
