// The shop's checkout script (stands in for the real shop plug-in): a country change swaps the
// state field between a select of provinces and a text input, as the real checkout does, and the
// shipping calculator loads delivery times in the background.
(() => {
  const provinces = {
    NL: [
      ['UT', 'Utrecht'],
      ['NH', 'Noord-Holland'],
      ['ZH', 'Zuid-Holland'],
      ['GE', 'Gelderland'],
    ],
    BE: [
      ['VAN', 'Antwerpen'],
      ['VLI', 'Limburg'],
      ['VOV', 'Oost-Vlaanderen'],
      ['BRU', 'Brussel'],
    ],
  };
  document.addEventListener('change', (event) => {
    const country = event.target;
    if (!(country instanceof HTMLSelectElement) || !country.classList.contains('country_to_state')) return;
    const current = document.getElementById(country.dataset.stateField);
    if (!current) return;
    const list = provinces[country.value];
    let next;
    if (list) {
      next = document.createElement('select');
      next.className = 'state_select';
      for (const [value, label] of list) next.add(new Option(label, value));
    } else {
      next = document.createElement('input');
      next.type = 'text';
      next.className = 'input-text';
    }
    next.id = current.id;
    next.name = current.getAttribute('name');
    current.replaceWith(next);
    document.body.dispatchEvent(new CustomEvent('country_to_state_changed', { bubbles: true }));
  });

  const button = document.querySelector('[data-shipping-times]');
  const result = document.querySelector('[data-shipping-times-result]');
  button?.addEventListener('click', async () => {
    const response = await fetch('/afrekenen/levertijden/');
    if (result && response.ok) result.innerHTML = await response.text();
  });
})();
