/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_EMULATOR_PORT_OFFSET?: string;
  /** Where the public site lives (https://example.com), for canonical links, previews, sitemap. */
  readonly VITE_SITE_URL?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A module's default export, a function, as minified source text (vite/minified-source.ts). */
declare module '*?minified-source' {
  const source: string;
  export default source;
}

/** The URL of KaTeX's @font-face rules, set apart from its layout (vite/katex-fonts-apart.ts). */
declare module '*?katex-fonts&url' {
  const url: string;
  export default url;
}
