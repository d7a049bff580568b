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
