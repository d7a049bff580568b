// One answer for one input: the admin form's coercion (TypeScript, built on the kernel's coercers)
// and the plugin's PHP validation read the same inputs, "0", "1", 0, 1, booleans, numbers as text,
// lists, the same way. Both sides run for real: the TypeScript here, the PHP in the test WordPress.
import { describe, expect, it } from 'vitest';
import { coerceField } from '../../wordpress/admin/field-coercion';
import type { SchemaField } from '../../wordpress/build/settings-schema';
import { voorkant, withWordPress } from './wp-harness';

const fields: Record<string, SchemaField> = {
  flag: { key: 'flag', type: 'flag', default: true },
  number: { key: 'number', type: 'number', default: 0 },
  text: { key: 'text', type: 'text', default: '' },
  texts: { key: 'texts', type: 'list', items: 'text', default: [] },
  numbers: { key: 'numbers', type: 'list', items: 'number', default: [] },
  records: { key: 'records', type: 'list', items: 'record', default: [] },
};

const inputs: unknown[] = [
  '0',
  '1',
  0,
  1,
  true,
  false,
  1.0,
  0.5,
  -0,
  2,
  -7,
  1e21,
  1.5e-7,
  0.1,
  123.456,
  1e300,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'true',
  'FALSE',
  ' on ',
  'Yes',
  'no',
  'off',
  'ja',
  'nee',
  '7000',
  ' 0.3 ',
  '\t42\n',
  '1e3',
  '.5',
  '5.',
  '+5',
  '-0',
  '0x1F',
  '0o17',
  '0b101',
  '-0x10',
  '1_000',
  'Infinity',
  '1e400',
  '12px',
  '\u00a07\u00a0',
  'Begrepen',
  '</script><!--',
  'Ünïcödé',
  null,
  [],
  ['a', 'b'],
  ['1', 2, ' 3 '],
  [1, 'x'],
  [{ name: 'youtube' }],
  [[]],
  {},
  { a: 1 },
];

describe('the admin form and the PHP validation coerce alike', () => {
  const site = withWordPress([voorkant]);

  it('gives the same answer for every input and field kind', () => {
    const php = site.wp.evalPhp<Record<string, [boolean, unknown][]>>(
      `$fields = json_decode(${JSON.stringify(JSON.stringify(fields))}, true);
       $inputs = json_decode(${JSON.stringify(JSON.stringify(inputs))});
       $answers = [];
       foreach ($fields as $name => $field) foreach ($inputs as $input) $answers[$name][] = \\Voorkant\\Settings_Schema::coerce($field, $input);
       return $answers;`,
    );
    const differences: string[] = [];
    for (const [name, field] of Object.entries(fields)) {
      inputs.forEach((input, index) => {
        // The input as PHP received it: through JSON, as the REST route receives it.
        const sent = JSON.parse(JSON.stringify(input));
        const ts = coerceField(field, sent);
        const [ok, value] = php[name]![index]!;
        const same =
          ts.ok === ok && (!ok || JSON.stringify(ts.ok ? ts.value : null) === JSON.stringify(value));
        if (!same)
          differences.push(
            `${name} ${JSON.stringify(input)}: TypeScript ${JSON.stringify(ts)}, PHP ${JSON.stringify([ok, value])}`,
          );
      });
    }
    expect(differences).toEqual([]);
  });
});
