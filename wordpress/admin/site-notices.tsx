// What the front end reported: the theme's JS compiler and what Voorkant left out of it, modules
// that stay off and why, scripts kept as dependencies, the theme's scripts no module replaces, and
// whether the page caches were asked to empty after the latest change.
import { type AdminModule, type AdminState, format, type SiteReport, type Texts } from './admin-data';

const list = (items: string[]) => items.join(', ');

export function SiteNotices(props: {
  report: SiteReport;
  purged?: AdminState['purged'];
  modules: AdminModule[];
  texts: Texts;
}) {
  const { report, purged, texts } = props;
  const compiler = report.compiler;
  const name = (id: string) => props.modules.find((module) => module.id === id)?.name ?? id;
  const off = Object.entries(report.off).filter(([, why]) => why.reason !== 'combined');
  const kept = Object.entries(report.kept);
  const left = Object.keys(report.left);
  return (
    <>
      {report.combined.length > 0 ? (
        <div className="notice notice-warning inline voorkant-combined">
          <p>{texts.combined}</p>
        </div>
      ) : null}
      <section className="voorkant-report" aria-labelledby="voorkant-report-heading">
        <h2 id="voorkant-report-heading">{texts.seenOnSite}</h2>
        {report.updated === 0 ? <p>{texts.nothingSeen}</p> : null}
        {compiler ? (
          <p className="voorkant-compiler">
            {format(
              compiler.mode === 'combined' ? texts.compilerCombined! : texts.compilerSeparate!,
              compiler.leftOut.length ? list(compiler.leftOut) : texts.compilerNothing!,
            )}
          </p>
        ) : null}
        {off.length + kept.length > 0 ? (
          <ul>
            {off.map(([id, why]) => (
              <li key={`off-${id}`}>
                {format(
                  why.reason === 'shared' ? texts.offShared! : texts.offKept!,
                  name(id),
                  list(why.handles),
                  list(why.reason === 'shared' ? why.by.map(name) : why.by),
                )}
              </li>
            ))}
            {kept.map(([handle, why]) => (
              <li key={`kept-${handle}`}>{format(texts.keptLibrary!, handle, list(why.by))}</li>
            ))}
          </ul>
        ) : null}
        {left.length > 0 ? (
          <p>
            {texts.left} <code>{list(left)}</code>
          </p>
        ) : null}
        {purged && purged.at > 0 ? (
          <p className="voorkant-purged">
            {purged.asked.length ? format(texts.purgedBy!, list(purged.asked)) : texts.purgeByHand}
          </p>
        ) : null}
      </section>
    </>
  );
}
