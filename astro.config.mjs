import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import { netlifyArtifacts } from './src/build/netlify-integration.ts';
import { siteUrl } from './src/site.ts';

export default defineConfig({
  site: siteUrl(),
  output: 'static',
  adapter: netlify(),
  integrations: [netlifyArtifacts()],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
