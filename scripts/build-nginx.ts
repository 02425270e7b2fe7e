/**
 * Writes the files nginx.conf includes (server/platform/http/nginx-includes.ts) into build/nginx/:
 * the route table's locations, the HTTP rules and each feature's body limit and 413 answer, from
 * the features' plugs (server/app/features.ts). `npm run build` runs it after webpack, under tsx:
 * the plugs import the service's views, which webpack's own config loader does not compile.
 */
import { featureRoutes } from '../server/app/features';
import { nginxIncludesDir, writeNginxIncludes } from '../server/platform/http/nginx-includes';

writeNginxIncludes(featureRoutes);
console.log(`nginx: ${nginxIncludesDir} from ${featureRoutes.length} features' routes`);
