// Cart rows as the shop renders them; used by the cart page and by the background refresh.
const products = [
  { key: 'a1', name: 'Fietsbel messing', price: '12,95', qty: 1, min: '0', max: '', step: '1' },
  { key: 'b2', name: 'Binnenband 28 inch', price: '6,50', qty: 3, min: '0', max: '10', step: '1' },
  {
    key: 'c3',
    name: 'Kettingolie (per 0,5 liter)',
    price: '8,75',
    qty: 1.5,
    min: '0.5',
    max: '',
    step: '0.5',
  },
  { key: 'd4', name: 'Fietstas waterdicht', price: '49,00', qty: 1, min: '', max: '', step: 'any' },
];

export function cartRows(extra = 0): string {
  const rows = [...products];
  for (let i = 0; i < extra; i++) {
    rows.push({
      key: `x${i}`,
      name: `Spaakreflector set ${i + 1}`,
      price: '4,95',
      qty: 2,
      min: '0',
      max: '20',
      step: '1',
    });
  }
  return rows
    .map(
      (p) => `<tr class="woocommerce-cart-form__cart-item cart_item">
  <td class="product-name" data-title="Product">${p.name}</td>
  <td class="product-price" data-title="Prijs"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">€</span>&nbsp;${p.price}</bdi></span></td>
  <td class="product-quantity" data-title="Aantal">
    <div class="quantity">
      <label class="screen-reader-text" for="quantity_${p.key}">${p.name} aantal</label>
      <input type="number" id="quantity_${p.key}" class="input-text qty text" name="cart[${p.key}][qty]" value="${p.qty}" min="${p.min}" max="${p.max}" step="${p.step}" inputmode="numeric" autocomplete="off">
    </div>
  </td>
</tr>`,
    )
    .join('\n');
}
