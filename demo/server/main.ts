// `npm start`: serves the built demo site and the development back end on one origin.
import { startDemoServer } from './server';

const port = Number(process.env.PORT ?? 4173);
const server = await startDemoServer({ dist: process.env.VOORKANT_DIST ?? 'dist', port, host: '127.0.0.1' });
console.log(`Voorkant demo: ${server.url}/`);
console.log(`  strict Content-Security-Policy copy: ${server.url}/csp/`);
console.log(`  inspector: add ?voorkant=debug to any page`);
