// `npm run build`: compile contract and server, bundle the web app.
import { build, ensureInstalled } from './lib.mjs';

ensureInstalled();
build();
