/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the gateway, e.g. `https://api.example.in`; empty means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
