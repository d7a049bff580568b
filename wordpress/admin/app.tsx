// The administrators' screen: one row per registry module with its switch and its settings form,
// saved together through the REST route. The option keeps only what the administrator changed.
import { useEffect, useState } from 'react';
import type { SchemaField } from '../build/settings-schema';
import { type AdminData, type AdminModule, type AdminState, format, type Texts } from './admin-data';
import { coerceField } from './field-coercion';
import { fromInput, type InputValue, toInput } from './field-input';
import { JquerySwitch } from './jquery-switch';
import { ModuleSwitch } from './module-switch';
import { readState, resetSettings, saveSettings, visitFrontPage } from './settings-api';
import { type FieldView, SettingsFields } from './settings-fields';
import { SiteNotices } from './site-notices';

type Edits = Record<string, Record<string, InputValue>>;
type Status = { kind: 'idle' | 'saving' | 'done' | 'error'; message: string; details?: string[] };

function kindText(field: SchemaField, texts: Texts): string {
  if (field.type === 'list')
    return texts[`kindList${field.items[0]!.toUpperCase()}${field.items.slice(1)}`] ?? field.items;
  return texts[`kind${field.type[0]!.toUpperCase()}${field.type.slice(1)}`] ?? field.type;
}

/** The theme's value of a field, from the settings objects the front end saw, coerced like the module does. */
function themeValue(field: SchemaField, state: AdminState): { found: boolean; value?: unknown } {
  if (!field.theme) return { found: false };
  const dot = field.theme.indexOf('.');
  const raw = state.report.theme[field.theme.slice(0, dot)]?.[field.theme.slice(dot + 1)];
  if (raw === undefined) return { found: false };
  const coerced = coerceField(field, raw);
  return coerced.ok ? { found: true, value: coerced.value } : { found: false };
}

function fieldViews(
  module: AdminModule,
  state: AdminState,
  edits: Edits,
  errors: Record<string, string>,
): FieldView[] {
  const stored = state.stored.settings[module.id] ?? {};
  return module.fields.map((field) => {
    const edited = edits[module.id]?.[field.key];
    const theme = themeValue(field, state);
    const origin =
      edited !== undefined || field.key in stored ? 'changed' : theme.found ? 'theme' : 'default';
    const value = field.key in stored ? stored[field.key] : theme.found ? theme.value : field.default;
    return {
      field,
      origin,
      input: edited ?? toInput(field, value),
      error: errors[`${module.id}.${field.key}`],
    };
  });
}

export function App({ data }: { data: AdminData }) {
  const { texts } = data;
  const [state, setState] = useState<AdminState>(data.state);
  const [switches, setSwitches] = useState<Record<string, boolean>>({});
  const [removeJquery, setRemoveJquery] = useState<boolean | undefined>(undefined);
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' });

  // Nothing seen since the last save: look at the front page once, then show what it printed.
  const unseen = state.report.updated === 0;
  useEffect(() => {
    if (!unseen) return;
    let current = true;
    visitFrontPage(data.homeUrl)
      .then(() => readState(data.restUrl, data.restNonce))
      .then((answer) => {
        if (current && answer.ok && answer.state.report.updated !== 0)
          setState((previous) => ({ ...previous, report: answer.state.report }));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [unseen, data.homeUrl, data.restUrl, data.restNonce]);

  const isOn = (module: AdminModule) =>
    switches[module.id] ?? state.stored.modules[module.id] ?? module.enabled;
  const dirty =
    Object.keys(switches).length > 0 || Object.keys(edits).length > 0 || removeJquery !== undefined;
  const jqueryOn = removeJquery ?? Boolean(state.stored.host?.removeJquery);

  const adopt = (
    answer: Awaited<ReturnType<typeof saveSettings>>,
    done: string,
    keep?: (id: string) => boolean,
  ) => {
    if (answer.ok) {
      setState(answer.state);
      setRemoveJquery(undefined);
      setSwitches((current) => Object.fromEntries(Object.entries(current).filter(([id]) => keep?.(id))));
      setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => keep?.(id))));
      setErrors({});
      setStatus({ kind: 'done', message: done });
    } else {
      setStatus({
        kind: 'error',
        message: format(texts.serverError!, answer.message),
        details: answer.errors,
      });
    }
  };

  const run = async (work: () => Promise<void>) => {
    setStatus({ kind: 'saving', message: texts.saving! });
    try {
      await work();
    } catch {
      setStatus({ kind: 'error', message: texts.networkError! });
    }
  };

  const save = () => {
    const refused: Record<string, string> = {};
    const settings: Record<string, Record<string, unknown>> = structuredClone(state.stored.settings);
    for (const module of data.modules) {
      for (const field of module.fields) {
        const input = edits[module.id]?.[field.key];
        if (input === undefined) continue;
        const coerced = coerceField(field, fromInput(field, input));
        if (!coerced.ok) {
          refused[`${module.id}.${field.key}`] = format(texts.invalid!, field.key, kindText(field, texts));
          continue;
        }
        settings[module.id] = { ...settings[module.id], [field.key]: coerced.value };
      }
    }
    setErrors(refused);
    if (Object.keys(refused).length > 0) {
      setStatus({ kind: 'error', message: texts.fixFirst!, details: Object.values(refused) });
      return;
    }
    const modules = { ...state.stored.modules, ...switches };
    void run(async () =>
      adopt(
        await saveSettings(data.restUrl, data.restNonce, {
          modules,
          settings,
          host: { removeJquery: jqueryOn },
        }),
        texts.saved!,
      ),
    );
  };

  const reset = (module?: AdminModule) =>
    run(async () =>
      adopt(
        await resetSettings(data.restUrl, data.restNonce, module?.id),
        texts.resetDone!,
        module ? (id) => id !== module.id : undefined,
      ),
    );

  return (
    <div className="voorkant-admin">
      <p>{texts.intro}</p>
      <SiteNotices report={state.report} purged={state.purged} modules={data.modules} texts={texts} />
      <h2>{texts.modules}</h2>
      <ul className="voorkant-modules">
        {data.modules.map((module) => {
          const nameId = `voorkant-name-${module.id}`;
          const panelId = `voorkant-settings-${module.id}`;
          const on = isOn(module);
          return (
            <li key={module.id} className="voorkant-module">
              <div className="voorkant-module__row">
                <div className="voorkant-module__about">
                  <h3 id={nameId} className="voorkant-module__name">
                    {module.name}
                  </h3>
                  <p className="voorkant-module__description">{module.description}</p>
                  <dl className="voorkant-module__facts">
                    {module.selector ? (
                      <div>
                        <dt>{texts.markup}</dt>
                        <dd>
                          <code>{module.selector}</code>
                        </dd>
                      </div>
                    ) : null}
                    {module.when ? (
                      <div>
                        <dt>{texts.condition}</dt>
                        <dd>
                          <code>{module.when}</code>
                        </dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>{texts.load}</dt>
                      <dd>
                        {module.load
                          .map((strategy) => texts[`load_${strategy}`] ?? strategy)
                          .join(` ${texts.or} `)}
                      </dd>
                    </div>
                    <div>
                      <dt>{texts.size}</dt>
                      <dd>
                        {module.chunkGzip === null
                          ? texts.sizeUnknown
                          : `${(module.chunkGzip / 1024).toFixed(1)} KB`}
                      </dd>
                    </div>
                  </dl>
                </div>
                <ModuleSwitch
                  on={on}
                  labelledBy={nameId}
                  onText={texts.on!}
                  offText={texts.off!}
                  onToggle={() =>
                    setSwitches((current) => {
                      const next = { ...current };
                      const stored = state.stored.modules[module.id] ?? module.enabled;
                      if (!on === stored) delete next[module.id];
                      else next[module.id] = !on;
                      return next;
                    })
                  }
                />
              </div>
              <div className="voorkant-module__actions">
                <button
                  type="button"
                  className="button-link"
                  aria-expanded={open[module.id] === true}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => ({ ...current, [module.id]: !current[module.id] }))}
                >
                  {texts.settings}
                  <span className="screen-reader-text"> {module.name}</span>
                </button>
                <a href={`${data.homeUrl}?voorkant=debug`} target="_blank" rel="noopener">
                  {texts.inspect}
                  <span className="screen-reader-text"> ({module.name})</span>
                </a>
              </div>
              <section
                id={panelId}
                className="voorkant-module__settings"
                hidden={open[module.id] !== true}
                aria-label={format(texts.settingsOf!, module.name)}
              >
                <SettingsFields
                  moduleId={module.id}
                  views={fieldViews(module, state, edits, errors)}
                  texts={texts}
                  onInput={(key, value) =>
                    setEdits((current) => ({
                      ...current,
                      [module.id]: { ...current[module.id], [key]: value },
                    }))
                  }
                />
                <button type="button" className="button" onClick={() => void reset(module)}>
                  {texts.resetModule}
                  <span className="screen-reader-text"> ({module.name})</span>
                </button>
              </section>
            </li>
          );
        })}
      </ul>
      <JquerySwitch on={jqueryOn} report={state.report} texts={texts} onChange={setRemoveJquery} />
      <div className="voorkant-admin__footer">
        <button
          type="button"
          className="button button-primary"
          disabled={status.kind === 'saving'}
          onClick={save}
        >
          {texts.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={status.kind === 'saving'}
          onClick={() => void reset()}
        >
          {texts.resetAll}
        </button>
        <div role="status" className={`voorkant-status voorkant-status--${status.kind}`}>
          {status.kind === 'idle' ? (dirty ? texts.unsaved : '') : status.message}
          {status.details && status.details.length > 0 ? (
            <ul>
              {status.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
