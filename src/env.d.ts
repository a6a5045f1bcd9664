interface ImportMetaEnv {
  /** Whether the site counts what patients do on the clinic's own server (src/lib/count.ts), from the content. */
  readonly PUBLIC_COUNTING: boolean | undefined;
}
