interface ImportMetaEnv {
  /** Whether the site counts what patients do on the clinic's own server (src/lib/count.ts), from the content. */
  readonly PUBLIC_COUNTING: boolean | undefined;
  /** The icon sprite's fingerprinted address (src/build-time/icon-sprite.ts), defined by astro.config.mjs. */
  readonly ICON_SPRITE: string;
}
