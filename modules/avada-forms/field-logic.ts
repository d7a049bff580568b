// The builder's conditional logic: each entry of the form's `data-config` `field_logics` names a
// field (or a notice, or an element with `data-form-element-name`) and holds, as JSON text, the
// rules that show it. A rule compares another field's value; rules join with their `operator`.
// The evaluation follows the builder's: runs of one operator first, then the runs left to right.

export interface LogicRule {
  field: string;
  comparison: string;
  value: string;
  /** `and` or `or`: joins this rule's result with the next one's. */
  operator: string;
}

/** The rules of one `field_logics` entry; text that is not a list of rules is no rule. */
export function parseRules(text: unknown): LogicRule[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const rules: unknown = JSON.parse(text);
    if (!Array.isArray(rules)) return [];
    return rules
      .filter((rule): rule is Record<string, unknown> => typeof rule === 'object' && rule !== null)
      .map((rule) => ({
        field: String(rule.field ?? ''),
        comparison: String(rule.comparison ?? ''),
        value: String(rule.value ?? ''),
        operator: String(rule.operator ?? ''),
      }));
  } catch {
    return [];
  }
}

/** One comparison, case-insensitive, numbers compared as numbers. */
export function compares(actual: string, expected: string, comparison: string): boolean {
  const a = actual.toLowerCase();
  const b = expected.toLowerCase();
  switch (comparison) {
    case 'equal':
      return a === b;
    case 'not-equal':
      return a !== b;
    case 'greater-than':
      return Number.parseFloat(a) > Number.parseFloat(b);
    case 'less-than':
      return Number.parseFloat(a) < Number.parseFloat(b);
    case 'contains':
      return a.includes(b);
    case 'not-contains':
      return !a.includes(b);
    default:
      return false;
  }
}

const fold = (values: boolean[], operator: string) =>
  operator === 'or' ? values.some(Boolean) : values.every(Boolean);

/** Joins the rules' results: all `or` is any, all `and` is every, a mix goes run by run. */
export function joins(results: readonly { operator: string; match: boolean }[]): boolean {
  const operators = results.map((result) => result.operator);
  if (!operators.includes('and')) return results.some((result) => result.match);
  if (!operators.includes('or')) return results.every((result) => result.match);
  const runs: { value: boolean; join: string }[] = [];
  let run: boolean[] = [];
  let runOperator = '';
  for (const { operator, match } of results) {
    run.push(match);
    if (runOperator === '' || runOperator === operator) runOperator = operator;
    else {
      runs.push({ value: fold(run, runOperator), join: operator });
      run = [];
      runOperator = '';
    }
  }
  if (run.length) runs.push({ value: fold(run, runOperator), join: runOperator });
  let value = runs[0]!.value;
  for (let i = 1; i < runs.length; i++)
    value = runs[i - 1]!.join === 'or' ? value || runs[i]!.value : value && runs[i]!.value;
  return value;
}

/** Whether the rules show their field, given how to read another field's value. */
export function shows(rules: readonly LogicRule[], fieldValue: (name: string) => string): boolean {
  if (!rules.length) return true;
  return joins(
    rules.map((rule) => ({
      operator: rule.operator,
      match: compares(fieldValue(rule.field), rule.value, rule.comparison),
    })),
  );
}
