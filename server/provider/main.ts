// `npm run serve-provider`: the provider on its own, the API and the demo pages, for a deployment
// with the front server elsewhere (docs/deploy.md). Settings come from the environment.
import { runServer } from '../common/run';
import { buildServer } from './app';
import { listenSettings, providerOptionsFromEnv } from './settings';

const options = providerOptionsFromEnv();
runServer(buildServer(options), { ...listenSettings(), name: 'provider' }, (url) => {
  console.log(`Botdeck provider at ${url}api/v2/`);
  if (options.faults) console.log('Fault injection is on: POST /demo/control/faults');
});
