// The WAI-ARIA switch pattern: a button with role="switch" and aria-checked, named by the module's
// heading; Space and Enter toggle it (a button does that natively).
export function ModuleSwitch(props: {
  on: boolean;
  labelledBy: string;
  onText: string;
  offText: string;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="voorkant-switch"
      aria-checked={props.on}
      aria-labelledby={props.labelledBy}
      onClick={props.onToggle}
    >
      <span className="voorkant-switch__track" aria-hidden="true">
        <span className="voorkant-switch__thumb" />
      </span>
      <span className="voorkant-switch__state" aria-hidden="true">
        {props.on ? props.onText : props.offText}
      </span>
    </button>
  );
}
