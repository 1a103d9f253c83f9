// `npm run build`: write the generated registries (npm run gen), compile contract and server, bundle the web app.
import { runGen } from './gen.mjs';
import { build, ensureInstalled } from './lib.mjs';

ensureInstalled();
runGen();
build();
