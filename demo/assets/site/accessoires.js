// The accessories page's own add-on scripts (stand-ins for the shop's block cart and a form
// builder): they post by fetch, as the real add-ons do, and show the answer.
(() => {
  const status = document.querySelector('[data-accessoires-status]');
  const say = (text) => {
    if (status) status.textContent = text;
  };
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-quick-add]') : null;
    if (!button) return;
    try {
      const response = await fetch('/wp-json/wc/store/v1/cart/add-item', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: Number(button.getAttribute('data-quick-add')), quantity: 1 }),
      });
      say(response.ok ? 'Toegevoegd aan je winkelwagen.' : 'Toevoegen is niet gelukt, probeer het opnieuw.');
    } catch {
      say('Toevoegen is niet gelukt, probeer het opnieuw.');
    }
  });
  const form = document.querySelector('form.metform-form-content');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const response = await fetch(form.action, { method: 'POST', body: new FormData(form) });
      say(
        response.ok
          ? 'Bedankt voor je vraag, we antwoorden binnen één werkdag.'
          : 'Versturen is niet gelukt.',
      );
    } catch {
      say('Versturen is niet gelukt.');
    }
  });
})();
