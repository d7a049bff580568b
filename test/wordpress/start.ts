// `npm run wordpress`: a real WordPress with the Voorkant plugin (the freshly packaged zip), for a
// newcomer to click through: Twenty Twenty-Five, the anti-spam add-on's stand-in and the theme
// builder's stand-in (so the takeover has something to take over). Every start is a fresh copy of
// the installed site; Ctrl-C stops it.
import { installPlugins, prepareWordPress } from './prepare';
import { startWordPress } from './server';
import { antispamStandIn, builderStandIn, users, voorkant } from './wp-harness';

const port = Number(process.env.VOORKANT_WP_PORT ?? 8881);
prepareWordPress((line) => console.log(line));
installPlugins();
const site = await startWordPress({ port, plugins: [voorkant, antispamStandIn, builderStandIn] });
console.log(`
WordPress with Voorkant runs at ${site.url}/
  Settings → Voorkant:  ${site.url}/wp-admin/options-general.php?page=voorkant
  log in as             ${users.administrator.login} / ${users.administrator.password}
  the inspector:        ${site.url}/?voorkant=debug
  comment form:         ${site.url}/werkplaats-verbouwd/
  shop quantity field:  ${site.url}/bestellen/
Ctrl-C stops it (the site starts fresh next time).`);

const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
