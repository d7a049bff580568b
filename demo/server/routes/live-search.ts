// The theme's live search action (`admin-ajax.php`, action `live_search_retrieve_posts`, Avada
// 7.14.2 includes/class-avada-init.php): no nonce, the search in `search`, `per_page`,
// `show_feat_img`, `display_post_type` and the form's `post_type[]`; the answer is
// `wp_send_json( $result_suggestions )`, a list of { id, type, title, post_url, image_url } with
// titles as get_the_title() gives them (entities) and `false` for a post without a thumbnail.
// Other actions fall through to the next route. Put first: the anti-spam platform's admin-ajax
// route (platform.ts, installed before the route files) answers WordPress' `0` to every action it
// does not know.
import type { Backend } from '../backend';
import { blogPosts } from '../blog-posts';
import { json } from '../platform';

interface Searchable {
  id: number;
  postType: 'post' | 'page';
  /** As get_the_title() prints it: wptexturize's entities. */
  title: string;
  url: string;
  text: string;
  image: string | false;
}

const typeNames = { post: 'Bericht', page: 'Pagina' } as const;

const pages: Searchable[] = [
  {
    id: 201,
    postType: 'page',
    title: 'Werkplaats &#8211; reparaties en onderhoud',
    url: '/werkplaats/',
    text: 'Onderhoud, reparatie, fietsonderhoud en een winterbeurt in onze werkplaats.',
    image: false,
  },
  {
    id: 202,
    postType: 'page',
    title: 'Winterbeurt voor je fiets',
    url: '/winterbeurt/',
    text: 'Een complete onderhoudsbeurt voor de winter: verlichting, remmen, ketting en banden.',
    image: false,
  },
  {
    id: 203,
    postType: 'page',
    title: 'Fietsverhuur',
    url: '/verhuur/',
    text: 'Stadsfietsen, e-bikes en bakfietsen huren per dag of per week.',
    image: false,
  },
];

const searchable: Searchable[] = [
  ...blogPosts.map((post) => ({
    id: post.id,
    postType: 'post' as const,
    title: post.title.replace(/'/g, '&#8217;'),
    url: post.url,
    text: post.excerpt,
    image: post.id % 4 === 0 ? (false as const) : post.image.src,
  })),
  ...pages,
];

/** The posts WordPress' search would find: every word in the title or the text. */
function matches(query: string, types: readonly string[]): Searchable[] {
  const words = query.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  return searchable.filter(
    (item) =>
      (types.length === 0 || types.includes('any') || types.includes(item.postType)) &&
      words.every((word) => `${item.title} ${item.text}`.toLocaleLowerCase('nl').includes(word)),
  );
}

export default function install(backend: Backend): void {
  backend.routes.unshift({
    method: 'POST',
    path: /^\/wp-admin\/admin-ajax\.php$/,
    handler(request) {
      if (request.form.action !== 'live_search_retrieve_posts') return undefined;
      const body = new URLSearchParams(request.body.toString('utf8'));
      const query = (request.form.search ?? '').trim();
      const perPage = Number.parseInt(request.form.per_page ?? '10', 10) || 10;
      const showImage = (request.form.show_feat_img ?? '1') !== '0' && request.form.show_feat_img !== '';
      const showType =
        (request.form.display_post_type ?? '1') !== '0' && request.form.display_post_type !== '';
      const found = query ? matches(query, body.getAll('post_type[]')).slice(0, perPage) : [];
      return json(
        found.map((item) => ({
          id: String(item.id),
          type: showType ? typeNames[item.postType] : '',
          title: item.title,
          post_url: item.url,
          image_url: showImage ? item.image : '',
        })),
      );
    },
  });
}
