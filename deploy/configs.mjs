// The generated host configs, by their path in the repository, for a build in `dist`.
import { readSite } from './site.mjs';
import { renderHeaders, renderNginx, renderRedirects } from './render.mjs';

export function deployConfigs(dist) {
  const site = readSite(dist);
  return {
    'deploy/nginx.conf': renderNginx(site),
    'public/_headers': renderHeaders(site),
    'public/_redirects': renderRedirects(site),
  };
}
