// E-mail checks (SPEC sections 2, 4, 5, 7): when a visitor leaves an e-mail field with an address
// of the right shape, the address is checked once per page: the check-before-post call (results
// cached per address in `ct_checked_emails`) and the exist check (always REST), whose answer the
// inline indicator shows. Emptying the field removes the indicator. A failed call shows nothing
// and changes nothing about the form: it submits as it would have.

import { signalStore } from '../../antispam-platform/cookies';
import { platformClient } from '../../antispam-platform/platform-call';
import { antispamPlatform } from '../../antispam-platform/platform-settings';
import { nowSeconds } from '../../antispam-platform/storage';
import { defineModule, pickSettings, toFlag } from '../../kernel/contract';
import stylesheet from './email-check.css?url';
import { checkedEmailsFrom, existVerdict, looksLikeEmail, withResult } from './email-rules';
import { createExistIndicator, type ExistIndicator } from './exist-indicator';

export interface EmailCheckSettings {
  /** The e-mail fields checked (SPEC section 2: type email, id email, comment, registration, form builders). */
  fields: string;
  /** Width of the inline indicator in px (SPEC section 9: 35). */
  indicatorWidthPx: number;
  /** Timeout of each check call in ms (SPEC section 9: 15000). */
  requestTimeoutMs: number;
  texts: {
    /** Announced while the exist check runs. */
    checking: string;
    /** Shown when the server gives no text with a good answer. */
    good: string;
    /** Shown when the server gives no text with a bad answer. */
    bad: string;
  };
}

const defaults = {
  fields:
    'input[type="email"], input#email, #commentform input[name="email"], #registerform input[name="user_email"], .wpforms-field-email input, .fusion-form-email-field input',
  indicatorWidthPx: 35,
  requestTimeoutMs: 15_000,
  texts: {
    checking: 'Het e-mailadres wordt gecontroleerd…',
    good: 'Dit e-mailadres bestaat.',
    bad: 'Dit e-mailadres lijkt niet te bestaan.',
  },
} satisfies EmailCheckSettings;

interface PageState {
  /** Addresses asked this page, per call, so the same address is never sent twice. */
  asked: { beforePost: Set<string>; exist: Map<string, Promise<unknown>> };
  indicator?: ExistIndicator;
}

export default defineModule<EmailCheckSettings, undefined, PageState>({
  id: 'email-check',
  stylesheet,
  settings: (site) => pickSettings(site.settings['email-check'], defaults, 'email-check'),
  page: () => ({ asked: { beforePost: new Set(), exist: new Map() } }),
  init(ctx) {
    const { settings, signal } = ctx;
    // The add-on's switches for the two checks, read here: only this module needs them.
    const { ctPublic } = antispamPlatform(ctx.site.platform);
    const checksBeforePost = toFlag(ctPublic.data__email_check_before_post);
    const checksExistence = toFlag(ctPublic.data__email_check_exist_post);
    const client = platformClient(ctx.site.platform, { timeoutMs: settings.requestTimeoutMs });
    const store = signalStore(ctx.site.platform, { client });
    const indicator = createExistIndicator(settings.indicatorWidthPx, signal);
    ctx.page.indicator = indicator;
    const { asked } = ctx.page;

    const remember = (signalName: string, email: string, result: unknown) => {
      store.write(
        signalName,
        JSON.stringify(withResult(checkedEmailsFrom(store.read(signalName)), email, result, nowSeconds())),
      );
    };

    const checkBeforePost = async (email: string) => {
      if (asked.beforePost.has(email)) return;
      asked.beforePost.add(email);
      const answer = await client.call({
        route: 'check_email_before_post',
        action: 'apbct_email_check_before_post',
        fields: { email },
        signal,
      });
      const result = answer.ok ? (answer.data as { result?: unknown } | null)?.result : undefined;
      if (result !== undefined) remember('ct_checked_emails', email, result);
    };

    const checkExists = async (field: HTMLInputElement, email: string) => {
      let pending = asked.exist.get(email);
      if (!pending) {
        indicator.show(field, 'load', settings.texts.checking);
        pending = client
          .call({ route: 'check_email_exist_post', transport: 'rest', fields: { email }, signal })
          .then((answer) => (answer.ok ? answer.data : undefined));
        asked.exist.set(email, pending);
      }
      const verdict = existVerdict(await pending);
      // The visitor may have moved on: only the field's current address gets the answer.
      if (field.value.trim() !== email) return;
      if (!verdict) {
        indicator.remove(field);
        return;
      }
      remember('ct_checked_emails_exist', email, verdict.state === 'good' ? 'EXISTS' : 'NOT_EXISTS');
      indicator.show(
        field,
        verdict.state === 'good' ? 'good_email' : 'bad_email',
        verdict.text || settings.texts[verdict.state],
      );
    };

    const isEmailField = (target: EventTarget | null): target is HTMLInputElement =>
      target instanceof HTMLInputElement && target.matches(settings.fields);

    const leave = (field: HTMLInputElement) => {
      const email = field.value.trim();
      if (!looksLikeEmail(email)) return;
      if (checksBeforePost) void checkBeforePost(email);
      if (checksExistence) void checkExists(field, email);
    };
    document.addEventListener(
      'focusout',
      (event) => {
        if (isEmailField(event.target)) leave(event.target);
      },
      { signal },
    );
    // The module loads on the first interaction with a field: one filled in and left before this
    // chunk arrived (autofill, a fast Tab) is checked now.
    for (const field of document.querySelectorAll<HTMLInputElement>(settings.fields)) {
      if (field !== document.activeElement && field.value) leave(field);
    }
    document.addEventListener(
      'input',
      (event) => {
        const field = event.target;
        if (isEmailField(field) && field.value.trim() === '') indicator.remove(field);
      },
      { signal },
    );
  },
  resize(ctx) {
    // A new viewport can move the field without resizing it or its form.
    ctx.page.indicator?.place();
  },
});
