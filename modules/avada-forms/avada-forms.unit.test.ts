import { describe, expect, test } from 'vitest';
import { compares, joins, parseRules, shows } from './field-logic';
import { accepts, messageFor, problemOf } from './field-validation';
import { applyLogic, fieldValue, logicEntries } from './form-logic';
import { showProgress } from './form-steps';
import { hiddenFieldNames, readConfig, submissionBody } from './submission';

const texts = {
  required: 'Vul dit veld in.',
  invalid: 'Deze invoer klopt niet.',
  invalidEmail: 'Dit e-mailadres is ongeldig.',
  mustMatch: 'Komt niet overeen met %s.',
  fileSize: 'Te groot, maximaal ',
  fileExtension: 'Toegestaan: ',
  minFiles: 'Minimaal: ',
  maxFiles: 'Maximaal: ',
};

const rule = (operator: string, match: boolean) => ({ operator, match });

describe('conditional rules', () => {
  test('comparisons ignore case and compare numbers as numbers', () => {
    expect(compares('Ja', 'ja', 'equal')).toBe(true);
    expect(compares('ja', 'nee', 'not-equal')).toBe(true);
    expect(compares('10', '9', 'greater-than')).toBe(true);
    expect(compares('10', '9', 'less-than')).toBe(false);
    expect(compares('Racefiets', 'race', 'contains')).toBe(true);
    expect(compares('Racefiets', 'mtb', 'not-contains')).toBe(true);
    expect(compares('a', 'a', 'unknown')).toBe(false);
  });

  test('all or is any, all and is every', () => {
    expect(joins([rule('or', false), rule('or', true)])).toBe(true);
    expect(joins([rule('and', true), rule('and', false)])).toBe(false);
    expect(joins([rule('and', true), rule('and', true)])).toBe(true);
  });

  test('a mix goes run by run, as the builder evaluates it', () => {
    // a and b or c and d: (a && b) || (c && d)
    expect(joins([rule('and', true), rule('or', false), rule('and', true), rule('and', true)])).toBe(true);
    expect(joins([rule('and', false), rule('or', true), rule('and', false), rule('and', true)])).toBe(false);
    // a or b and c: (a || b) && c
    expect(joins([rule('or', true), rule('and', false), rule('and', false)])).toBe(false);
    expect(joins([rule('or', false), rule('and', true), rule('and', true)])).toBe(true);
  });

  test('rules come as JSON text; anything else is no rule', () => {
    expect(parseRules('[{"field":"lid","comparison":"equal","value":"ja","operator":"and"}]')).toEqual([
      { field: 'lid', comparison: 'equal', value: 'ja', operator: 'and' },
    ]);
    expect(parseRules('')).toEqual([]);
    expect(parseRules('{"field":"x"}')).toEqual([]);
    expect(parseRules('niet json')).toEqual([]);
    expect(parseRules(undefined)).toEqual([]);
    expect(shows([], () => '')).toBe(true);
  });
});

function formWith(html: string) {
  document.body.innerHTML = `<div class="fusion-form-builder" data-form-id="9"><form class="fusion-form">${html}</form></div>`;
  return {
    wrapper: document.querySelector('.fusion-form-builder')!,
    form: document.querySelector('form')!,
  };
}

describe('applying the logic to the form', () => {
  const logic = {
    lidnummer: '[{"field":"lid","comparison":"equal","value":"ja","operator":"and"}]',
    notice_1: '[{"field":"lid","comparison":"equal","value":"nee","operator":"and"}]',
    naam: '',
  };
  const markup = `
    <div class="fusion-form-field"><input type="radio" name="lid" value="ja"><input type="radio" name="lid" value="nee"></div>
    <div class="fusion-form-field fusion-form-field-hidden"><input name="lidnummer" required></div>
    <div class="form-submission-notices data-notice_1"></div>`;

  test('fields and notices follow their rules; entries without rules are left alone', () => {
    const { wrapper, form } = formWith(markup);
    const entries = logicEntries(logic);
    expect(entries.map(([name]) => name)).toEqual(['lidnummer', 'notice_1']);
    const numberField = form.querySelector('[name=lidnummer]')!.closest('.fusion-form-field')!;
    const notice = form.querySelector('.data-notice_1')!;
    applyLogic(wrapper, form, entries);
    expect(numberField.classList.contains('fusion-form-field-hidden')).toBe(true);
    expect(notice.classList.contains('fusion-form-notice-hidden')).toBe(true);
    (form.querySelector('[value=ja]') as HTMLInputElement).checked = true;
    expect(applyLogic(wrapper, form, entries)).toBe(true);
    expect(numberField.classList.contains('fusion-form-field-hidden')).toBe(false);
    expect(applyLogic(wrapper, form, entries)).toBe(false);
  });

  test('checked boxes read joined; a hidden field reads empty', () => {
    const { form } = formWith(`
      <div class="fusion-form-field"><input type="checkbox" name="dagen[]" value="za" checked><input type="checkbox" name="dagen[]" value="zo" checked></div>
      <div class="fusion-form-field fusion-form-field-hidden"><input name="verborgen" value="x"></div>`);
    expect(fieldValue(form, 'dagen')).toBe('za | zo');
    expect(fieldValue(form, 'verborgen')).toBe('');
  });
});

describe('validation', () => {
  test('the field’s own notices come first, then the texts', () => {
    const input = document.createElement('input');
    expect(messageFor({ kind: 'missing' }, texts, input)).toBe('Vul dit veld in.');
    input.setAttribute('data-empty-notice', 'Je naam graag');
    expect(messageFor({ kind: 'missing' }, texts, input)).toBe('Je naam graag');
    expect(messageFor({ kind: 'email' }, texts, input)).toBe('Dit e-mailadres is ongeldig.');
    expect(messageFor({ kind: 'must-match', label: 'Wachtwoord' }, texts)).toBe(
      'Komt niet overeen met Wachtwoord.',
    );
    expect(messageFor({ kind: 'file-size', limitMb: '2' }, texts)).toBe('Te groot, maximaal 2MB');
    expect(messageFor({ kind: 'max-files', count: 3 }, texts)).toBe('Maximaal: 3');
  });

  test('a checkbox set outside its tick limits has the set’s own message', () => {
    const { form } = formWith(`
      <fieldset data-awb-fieldset-min-required="1" data-awb-fieldset-max-required="2" data-awb-fieldset-error="Kies één of twee dagen">
        <input type="checkbox" name="dagen[]" value="za"><input type="checkbox" name="dagen[]" value="zo"><input type="checkbox" name="dagen[]" value="ma">
      </fieldset>`);
    const boxes = [...form.querySelectorAll('input')];
    expect(problemOf(boxes[0]!, {})).toEqual({ kind: 'count' });
    expect(messageFor({ kind: 'count' }, texts, boxes[0])).toBe('Kies één of twee dagen');
    boxes[0]!.checked = true;
    expect(problemOf(boxes[0]!, {})).toBeUndefined();
    boxes[1]!.checked = true;
    boxes[2]!.checked = true;
    expect(problemOf(boxes[0]!, {})).toEqual({ kind: 'count' });
  });

  test('accept lists take extensions and types', () => {
    expect(accepts('.pdf,.jpg', { name: 'Verklaring.PDF', type: 'application/pdf' })).toBe(true);
    expect(accepts('image/*', { name: 'foto', type: 'image/png' })).toBe(true);
    expect(accepts('.pdf', { name: 'script.exe', type: 'application/x-msdownload' })).toBe(false);
  });

  test('missing, must-match and fine', () => {
    const { form } = formWith(
      '<input name="pw" value="geheim"><input name="pw2" data-must-match="pw" value="anders"><input name="x" required>',
    );
    const [, second, third] = form.querySelectorAll('input');
    expect(problemOf(third!, {})).toEqual({ kind: 'missing' });
    expect(problemOf(second!, { pw: 'Wachtwoord' })).toEqual({ kind: 'must-match', label: 'Wachtwoord' });
    second!.value = 'geheim';
    expect(problemOf(second!, {})).toBeUndefined();
  });
});

describe('the submission body', () => {
  test('the builder’s fields, the form inside formData, hidden names listed', () => {
    const { wrapper, form } = formWith(`
      <div class="fusion-form-field"><input name="naam" value=" Jan " data-holds-private-data="true"></div>
      <div class="fusion-form-field fusion-form-field-hidden"><input name="lidnummer" value=""></div>
      <div class="fusion-form-honeypot-field"><input type="hidden" name="email_address_9" value=""></div>
      <input type="hidden" name="apbct_visible_fields" value="e30=">
      <input type="hidden" id="fusion-form-nonce-9" name="fusion-form-nonce-9" value="abc123">`);
    wrapper.setAttribute(
      'data-config',
      JSON.stringify({
        form_id: '9',
        post_id: 4,
        form_type: 'ajax',
        field_labels: { naam: 'Naam' },
        field_types: { naam: 'text' },
      }),
    );
    const config = readConfig(wrapper);
    expect(hiddenFieldNames(form)).toEqual(['lidnummer', 'email_address_9']);
    const body = submissionBody(form, '9', config);
    expect(body.get('action')).toBe('fusion_form_submit_ajax');
    expect(body.get('fusion_form_nonce')).toBe('abc123');
    expect(body.get('form_id')).toBe('9');
    expect(body.get('post_id')).toBe('4');
    expect(body.get('field_labels')).toBe('{"naam":"Naam"}');
    expect(body.get('hidden_field_names')).toBe('["lidnummer","email_address_9"]');
    expect(body.has('fusionAction')).toBe(false);
    const fields = new URLSearchParams(String(body.get('formData')));
    expect(fields.get('naam')).toBe('Jan');
    expect(fields.get('apbct_visible_fields')).toBe('e30=');
    expect(fields.get('fusion-fields-hold-private-data')).toBe('naam');
  });

  test('a bad data-config is an empty one', () => {
    const { wrapper } = formWith('');
    wrapper.setAttribute('data-config', '{kapot');
    expect(readConfig(wrapper)).toEqual({});
  });
});

describe('step progress', () => {
  test('the progress bar shows the step’s share', () => {
    document.body.innerHTML = `<div><section class="awb-form-nav awb-form-nav--progress" data-steps="3">
      <span class="fusion-progressbar-value">33%</span><div class="progress-bar-content" aria-valuenow="33"></div></section></div>`;
    showProgress(document.body.firstElementChild!, 2);
    expect(document.querySelector('.progress-bar-content')!.getAttribute('aria-valuenow')).toBe('67');
    expect((document.querySelector('.progress-bar-content') as HTMLElement).style.width).toBe('67%');
    expect(document.querySelector('.fusion-progressbar-value')!.textContent).toBe('67%');
  });

  test('the timeline marks done, current and coming steps, for screen readers too', () => {
    document.body.innerHTML = `<div><section class="awb-form-nav awb-form-nav--timeline" data-aria-current="Huidige stap:" data-aria-completed="Afgeronde stap:">
      ${[1, 2, 3].map((n) => `<div class="awb-form-nav__tl-step-wrapper" data-step="${n}"><span class="awb-form-nav__tl-aria-info"></span></div>`).join('')}
    </section></div>`;
    showProgress(document.body.firstElementChild!, 2);
    const items = [...document.querySelectorAll('.awb-form-nav__tl-step-wrapper')];
    expect(items.map((item) => item.className.replace('awb-form-nav__tl-step-wrapper', '').trim())).toEqual([
      'awb-form-nav__tl-step-wrapper--completed',
      'awb-form-nav__tl-step-wrapper--active',
      '',
    ]);
    expect(items.map((item) => item.textContent)).toEqual(['Afgeronde stap:', 'Huidige stap:', '']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });
});
