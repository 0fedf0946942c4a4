/**
 * Zod for the browser (vite.config.ts sends every `import … from 'zod'` here): the same library,
 * set to check without compiling code before any schema is made. The page's content security policy
 * allows no eval, and zod's probe for it is reported as a violation on each screen with a form.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
