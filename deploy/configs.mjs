// The generated host configs for a build in `dist`: the one kept in the repository (npm run deploy:config), and the
// files every build writes beside its pages (src/integrations/host-configs.ts).
import { readSite } from './site.mjs';
import { nginxPolicyFile, renderHeaders, renderNginx, renderNginxPolicy, renderRedirects } from './render.mjs';

/** By their path in the repository. */
export const deployConfigs = (dist) => ({ 'deploy/nginx.conf': renderNginx(readSite(dist)) });

/** By their path in the build. */
export function builtConfigs(dist) {
  const site = readSite(dist);
  return {
    [nginxPolicyFile]: renderNginxPolicy(site),
    '/_headers': renderHeaders(site),
    '/_redirects': renderRedirects(site),
  };
}
