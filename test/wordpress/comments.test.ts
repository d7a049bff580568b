// The core comment form (WordPress' own markup, Twenty Twenty-Five): a visitor comments, the
// anti-spam fields Voorkant adds arrive with the POST (the add-on's stand-in records what it would
// have received), and WordPress stores the comment.
import { describe, expect, it } from 'vitest';
import { antispamStandIn, kernelBooted, voorkant, withWordPress } from './wp-harness';

interface StoredComment {
  author: string;
  email: string;
  content: string;
  approved: string;
}

function decodeBase64Json(text: string): unknown {
  return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
}

describe('WordPress comment form', () => {
  const site = withWordPress([voorkant, antispamStandIn]);

  it('a visitor comments: the anti-spam fields are in the POST and WordPress stores the comment', async () => {
    const visit = await site.visit('/werkplaats-verbouwd/');
    await kernelBooted(visit.page);
    // The anti-spam start part is ready (its fields are on the form) before the visitor types.
    await expect
      .poll(() =>
        visit.page.evaluate(
          () => window.voorkant?.status().find((module) => module.id === 'antispam-forms')?.state,
        ),
      )
      .toBe('ready');
    const form = visit.page.locator('form#commentform');
    await form.getByLabel(/^Comment/).fill('Mooie werkplaats! Mijn bakfiets was binnen een dag klaar.');
    await form.getByLabel(/^Name/).fill('Anouk de Vries');
    await form.getByLabel(/^Email/).fill('anouk@voorbeeld.nl');
    await visit.page.mouse.move(200, 300);
    await Promise.all([
      visit.page.waitForURL(/#comment-\d+$/),
      form.getByRole('button', { name: 'Post Comment' }).click(),
    ]);

    const posts = site.wp.evalPhp<Record<string, string>[]>(
      `return get_option('voorkant_standin_comment_posts', []);`,
    );
    expect(posts).toHaveLength(1);
    const fields = posts[0]!;
    expect(fields.comment).toBe('Mooie werkplaats! Mijn bakfiets was binnen een dag klaar.');
    // Cookie mode "none": the signals travel in the no-cookie field, and the visible-fields data beside it.
    expect(fields.ct_no_cookie_hidden_field).toMatch(/^_ct_no_cookie_data_[A-Za-z0-9+/=]+$/);
    const signals = decodeBase64Json(
      fields.ct_no_cookie_hidden_field!.slice('_ct_no_cookie_data_'.length),
    ) as Record<string, unknown>;
    expect(
      Object.keys(signals).every((key) => /^(ct_|apbct_|typo$|collecting_user_activity_data$)/.test(key)),
    ).toBe(true);
    expect(signals).toHaveProperty('ct_ps_timestamp');
    const visible = decodeBase64Json(fields.apbct_visible_fields!) as Record<
      string,
      { visible_fields: string }
    >;
    expect(visible['0']!.visible_fields.split(' ')).toEqual(
      expect.arrayContaining(['comment', 'author', 'email']),
    );
    // The add-on's own bundle is not on the page: Voorkant took over.
    expect(await visit.page.locator('script#apbct-public-bundle\\.min-js-js').count()).toBe(0);

    const comments = site.wp.evalPhp<StoredComment[]>(
      `return array_map(fn ($c) => ['author' => $c->comment_author, 'email' => $c->comment_author_email, 'content' => $c->comment_content, 'approved' => $c->comment_approved], get_comments(['post_id' => url_to_postid(home_url('/werkplaats-verbouwd/'))]));`,
    );
    expect(comments).toEqual([
      {
        author: 'Anouk de Vries',
        email: 'anouk@voorbeeld.nl',
        content: 'Mooie werkplaats! Mijn bakfiets was binnen een dag klaar.',
        approved: '1',
      },
    ]);
    await expect.poll(() => visit.page.getByText('Mijn bakfiets was binnen een dag klaar.').count()).toBe(1);
    // For the closing note of issue 16: what the add-on received, decoded.
    console.log(
      `[wordpress] comment POST anti-spam fields: ${JSON.stringify({ ct_no_cookie_hidden_field: signals, apbct_visible_fields: visible })}`,
    );
  });
});
