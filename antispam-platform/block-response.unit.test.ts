import { afterEach, describe, expect, test, vi } from 'vitest';
import { blockInText, reportBlock } from './block-response';

afterEach(() => vi.restoreAllMocks());

describe('block detection (CONTRACT-antispam.md section 2, "Blocks")', () => {
  test('finds apbct.blocked with its comment, stop_script and integration', () => {
    expect(
      blockInText('{"apbct":{"blocked":true,"comment":"Geweigerd","stop_script":1,"integration":"cf7"}}'),
    ).toEqual({ message: 'Geweigerd', stopScript: true, integration: 'cf7' });
  });

  test('finds data.message when the text mentions "apbct', () => {
    expect(blockInText('{"data":{"message":"Geweigerd"}}')).toBeUndefined();
    expect(blockInText('{"data":{"message":"Geweigerd"},"apbct_note":1}')).toEqual({
      message: 'Geweigerd',
      stopScript: false,
    });
  });

  test('ignores pages, unblocked answers and text without "apbct', () => {
    expect(blockInText('<!DOCTYPE html><p>"apbct":{"blocked":true}')).toBeUndefined();
    expect(blockInText('{"apbct":{"blocked":false,"comment":"ok"}}')).toBeUndefined();
    expect(blockInText('{"data":{"message":"elders"}}')).toBeUndefined();
    expect(blockInText('{"apbct": garbage')).toBeUndefined();
  });

  test('reportBlock fires apbctAjaxBockAlert (bubbling) before the modal, and stops the page on stop_script', () => {
    const order: string[] = [];
    const heard = vi.fn((event: Event) => {
      order.push('event');
      expect((event as CustomEvent).detail).toEqual({ message: 'Geweigerd' });
      expect(event.bubbles).toBe(true);
    });
    document.addEventListener('apbctAjaxBockAlert', heard, { once: true });
    const stopPage = vi.fn();
    stopPage.mockImplementation(() => order.push('stop'));
    reportBlock(
      { message: 'Geweigerd', stopScript: true },
      { openModal: (message) => order.push(`modal:${message}`), stopPage },
    );
    expect(order).toEqual(['event', 'stop', 'modal:Geweigerd']);
    expect(stopPage).toHaveBeenCalledOnce();
  });
});
