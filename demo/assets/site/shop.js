// The shop's own front-end script (stands in for the real shop plug-in): it listens to quantity
// changes and refreshes the cart rows in the background, as the real cart page does.
(() => {
  const status = document.querySelector('[data-cart-status]');
  document.addEventListener('change', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.classList.contains('qty') || !status) return;
    const name = field.closest('tr')?.querySelector('.product-name')?.textContent ?? 'product';
    status.textContent = `Aantal gewijzigd: ${name} → ${field.value}`;
  });
  const refresh = document.querySelector('[data-cart-refresh]');
  refresh?.addEventListener('click', async () => {
    const rows = document.querySelector('[data-cart-rows]');
    const response = await fetch('/winkelwagen/fragment/?extra=2');
    if (rows && response.ok) {
      rows.innerHTML = await response.text();
      if (status) status.textContent = 'Winkelwagen bijgewerkt.';
    }
  });
})();

// The shop's variation form: choosing or clearing an option announces found_variation or
// reset_data on the form (the real shop does so through jQuery; the demo has no jQuery).
(() => {
  for (const form of document.querySelectorAll('form.variations_form')) {
    form.addEventListener('change', (event) => {
      const chosen = event.target instanceof HTMLSelectElement && event.target.value !== '';
      form.dispatchEvent(new CustomEvent(chosen ? 'found_variation' : 'reset_data', { bubbles: true }));
    });
  }
})();
