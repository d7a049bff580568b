// Finds or adds one of the hidden inputs Voorkant keeps in a form, so refreshing it never duplicates.

export function hiddenField(
  form: HTMLFormElement,
  name: string,
  attributes: { id?: string; className?: string } = {},
): HTMLInputElement {
  let field = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].find(
    (input) => input.name === name,
  );
  if (!field) {
    field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    form.append(field);
  }
  if (attributes.id) field.id = attributes.id;
  if (attributes.className) field.className = attributes.className;
  return field;
}
