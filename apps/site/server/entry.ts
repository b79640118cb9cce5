/**
 * The production entry point. React and React Router pick their development or production
 * builds from NODE_ENV the moment they are first imported, and the server imports them
 * statically; so the default (production) is set here, before anything else is loaded.
 */
process.env.NODE_ENV ??= 'production';

await import('./main');
