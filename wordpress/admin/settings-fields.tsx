// One module's settings as form fields generated from the schema. Each shows where its current
// value comes from: the administrator's change, the theme's printed settings object, or the default.
import type { SchemaField } from '../build/settings-schema';
import { format, type Texts } from './admin-data';
import type { InputValue } from './field-input';

export type Origin = 'changed' | 'theme' | 'default';

export interface FieldView {
  field: SchemaField;
  input: InputValue;
  origin: Origin;
  error?: string;
}

function control(view: FieldView, id: string, describedBy: string, onInput: (value: InputValue) => void) {
  const { field, input } = view;
  const invalid = view.error !== undefined;
  if (field.type === 'flag') {
    return (
      <input
        id={id}
        type="checkbox"
        checked={input === true}
        aria-describedby={describedBy}
        onChange={(event) => onInput(event.currentTarget.checked)}
      />
    );
  }
  if (field.type === 'list') {
    return (
      <textarea
        id={id}
        className="large-text code"
        rows={field.items === 'record' ? 8 : 3}
        value={String(input)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onInput(event.currentTarget.value)}
      />
    );
  }
  return (
    <input
      id={id}
      type="text"
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      className={field.type === 'number' ? 'small-text' : 'regular-text'}
      value={String(input)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onInput(event.currentTarget.value)}
    />
  );
}

export function SettingsFields(props: {
  moduleId: string;
  views: FieldView[];
  texts: Texts;
  onInput(key: string, value: InputValue): void;
}) {
  const { texts } = props;
  if (props.views.length === 0) return <p>{texts.noSettings}</p>;
  const origins: Record<Origin, string> = {
    changed: texts.changed!,
    theme: texts.fromTheme!,
    default: texts.fromDefault!,
  };
  return (
    <div className="voorkant-fields">
      {props.views.map((view) => {
        const id = `voorkant-${props.moduleId}-${view.field.key.replace(/\W/g, '-')}`;
        const hint = `${id}-hint`;
        const error = `${id}-error`;
        return (
          <div className="voorkant-field" key={view.field.key}>
            <label htmlFor={id} className="voorkant-field__label">
              <code>{view.field.key}</code>
            </label>
            {control(view, id, view.error ? `${hint} ${error}` : hint, (value) =>
              props.onInput(view.field.key, value),
            )}
            <p id={hint} className="description">
              <span className={`voorkant-origin voorkant-origin--${view.origin}`}>
                {origins[view.origin]}
              </span>
              {view.field.theme ? ` ${format(texts.themeSource!, view.field.theme)}` : ''}
              {view.field.type === 'list'
                ? ` ${view.field.items === 'record' ? texts.asJson : texts.onePerLine}`
                : ''}
            </p>
            {view.error ? (
              <p id={error} className="voorkant-field__error">
                {view.error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
