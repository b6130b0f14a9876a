export { bundleFunction, netlifyBundler, type BundledFunction } from '../../src/build/netlify-bundler.ts';
