// The plugin's jQuery switch ("remove jQuery where nothing left needs it", off by default) and, per
// template type seen on the site, what still needs jQuery there: the scripts that declare it and the
// inline scripts that call it (the site report, class-jquery-need.php). A type not seen keeps it.
import { format, type SiteReport, type Texts } from './admin-data';

export function JquerySwitch(props: {
  on: boolean;
  report: SiteReport;
  texts: Texts;
  onChange: (on: boolean) => void;
}) {
  const { texts } = props;
  const types = Object.entries(props.report.jquery ?? {});
  return (
    <section className="voorkant-jquery" aria-labelledby="voorkant-jquery-heading">
      <h2 id="voorkant-jquery-heading">{texts.jqueryHeading}</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={props.on}
            onChange={(event) => props.onChange(event.currentTarget.checked)}
          />{' '}
          {texts.jquerySwitch}
        </label>
      </p>
      <p className="description">{texts.jqueryHelp}</p>
      {types.length > 0 ? (
        <ul>
          {types.map(([type, seen]) => {
            const needs = [...seen.needs, ...seen.inline];
            return (
              <li key={type}>
                {needs.length
                  ? format(texts.jqueryNeeds!, seen.label, needs.join(', '))
                  : format(texts.jqueryFree!, seen.label)}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p>{texts.jqueryUnseen}</p>
    </section>
  );
}
